// POST /uploads/receipts: a claim's receipt. The browser sends its bearer token in the
// Authorization header (never in the URL: SECURITY.md 11), the raw file as the body and its name
// in X-File-Name. A body over 5 MB is refused before anything is sent on; the rest is streamed to
// the api's POST /uploads/receipts with the browser's identity, and the api's answer, read by the
// contract like every other, is answered as JSON (SECURITY.md 24).
import { receiptMaxBytes, uploadReceipt } from '@portal/contract/benefits';
import type { RequestHandler } from 'express';
import got from 'got';
import { bearerOf, masqueradeOf } from './context.js';
import { NOT_SIGNED_IN, SOMETHING_WENT_WRONG } from './messages.js';
import { passThroughAgent, type PassThroughOptions } from './pass-through.js';
import { decode, everyRefusal } from './rest/decode.js';
import { identityHeaders } from './rest/identity-headers.js';
import { callOf } from './rest/rest-api.js';

export const receiptTooLargeText = 'Your receipt is too large: it must be 5 MB or less';
export const receiptLengthRequiredText = 'Send the receipt with its size (Content-Length)';

/** `apiUrl` is the main API's. */
export function receiptUploads({ apiUrl, timeoutMs = 10_000, gatewaySecret }: PassThroughOptions): RequestHandler {
  const agent = passThroughAgent();
  const url = `${apiUrl.replace(/\/$/, '')}/uploads/receipts`;
  const call = callOf(uploadReceipt, {}, everyRefusal);
  return async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const token = bearerOf(req.headers);
    if (!token) {
      res.status(401).json({ message: NOT_SIGNED_IN });
      return;
    }
    // The declared size is the size: Node reads exactly that many bytes as the body, so checking
    // it refuses a large file before a byte of it reaches the api. A chunked body has none to check.
    const declared = req.headers['content-length'];
    if (declared === undefined || !/^\d+$/.test(declared)) {
      res.status(411).json({ message: receiptLengthRequiredText });
      return;
    }
    if (Number(declared) > receiptMaxBytes) {
      res.status(413).json({ message: receiptTooLargeText });
      return;
    }
    const fileName = req.headers['x-file-name'];
    const headers = {
      ...identityHeaders({ token, clientAddress: req.socket.remoteAddress, gatewaySecret, masquerade: masqueradeOf(token) }),
      // The api judges the type by the content, never by what the browser declares; and a declared
      // JSON type would send the file to its JSON parser.
      'content-type': 'application/octet-stream',
      'content-length': declared,
      ...(typeof fileName === 'string' ? { 'x-file-name': fileName } : {}),
    };
    try {
      const response = await got.post(url, {
        agent: { http: agent },
        headers,
        body: req,
        throwHttpErrors: false,
        retry: { limit: 0 },
        // The answer must come in time once the file is sent; a slow browser may take as long as
        // the server's request timeout lets it to send the file.
        timeout: { connect: timeoutMs, response: timeoutMs },
        responseType: 'text',
      });
      const outcome = decode({ status: response.statusCode, text: response.body }, call);
      res.status(response.statusCode).json(outcome.ok ? outcome.body : { message: outcome.message });
    } catch {
      // No answer in time, or one that broke the contract (decode logged it).
      if (!res.headersSent) res.status(502).json({ message: SOMETHING_WENT_WRONG });
    }
  };
}
