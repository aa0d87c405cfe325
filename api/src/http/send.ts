// Every JSON answer goes out through `send`, typed by the endpoint's own schema for that status,
// so a handler cannot answer a shape its contract does not describe.
import type { Endpoint, ResponseOf, StatusOf } from '@portal/contract/endpoint';
import type { Response } from 'express';
import type { z } from 'zod';

export type Answer<E extends Endpoint, S extends StatusOf<E>> =
  ResponseOf<E, S> extends z.ZodType ? z.input<ResponseOf<E, S>> : never;

export function send<E extends Endpoint, S extends StatusOf<E>>(
  res: Response,
  _endpoint: E,
  status: S,
  body: Answer<E, S>,
): void {
  res.status(status).json(body);
}
