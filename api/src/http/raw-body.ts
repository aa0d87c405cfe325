// A request body read as bytes (an uploaded file), after the route's session check rather than
// before it, and never past a limit: a larger body is refused as soon as it is known to be larger.
import type { Request } from 'express';
import { HttpError } from './errors.js';

export async function readRawBody(req: Request, limitBytes: number, tooLargeMessage: string): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, { message: tooLargeMessage });
  const declared = Number(req.get('content-length') ?? Number.NaN);
  if (declared > limitBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
