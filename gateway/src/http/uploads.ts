// File uploads the browser sends straight to the api: a claim's receipt (POST /uploads/receipts)
// and a client's employee data file (POST /uploads/employee-data/{clientId}, docs/data-loads.md).
// One pass-through serves both, each route with its own options (the api path, the largest file,
// its words, its contract endpoint). The browser sends its bearer token in the Authorization header
// (never in the URL, where logs and history would keep it), the raw file as the body and its name
// in X-File-Name. A body over the route's limit is refused before anything is sent on; the rest is
// streamed to the api with the browser's identity, and the api's answer, read by the contract like
// every other, is answered as JSON.
import { receiptMaxBytes, uploadReceipt } from '@portal/contract/benefits';
import { dataLoadMaxBytes, dataLoadTooLargeMessage, uploadEmployeeData } from '@portal/contract/data-loads';
import type { Endpoint } from '@portal/contract/endpoint';
import type { Request, RequestHandler } from 'express';
import got from 'got';
import { bearerOf, masqueradeOf } from '../context.js';
import { NOT_SIGNED_IN, SOMETHING_WENT_WRONG } from '../messages.js';
import { passThroughAgent, type PassThroughOptions } from './pass-through.js';
import { decode, everyRefusal } from '../rest/decode.js';
import { identityHeaders } from '../rest/identity-headers.js';
import { requestIdHeader } from '@portal/contract/request-id';
import { callOf } from '../rest/rest-api.js';

export const receiptTooLargeText = 'Your receipt is too large: it must be 5 MB or less';
export const receiptLengthRequiredText = 'Send the receipt with its size (Content-Length)';
export const dataLoadLengthRequiredText = 'Send the file with its size (Content-Length)';
export const dataLoadNotFoundText = 'This client could not be found';

/** One upload route: where its files go, how large they may be, and its words. */
export interface UploadRoute {
  /** The api path the file is posted to, from the request (its route parameters); null answers 404. */
  apiPath: (req: Request) => string | null;
  /** The contract's endpoint, whose answers are read (and any other refused) as every api call's are. */
  endpoint: Endpoint;
  maxBytes: number;
  tooLargeText: string;
  lengthRequiredText: string;
  notFoundText?: string;
  /** How long the api may take to answer once the file is sent (a dry run reads the whole file). */
  responseTimeoutMs?: number;
}

export const receiptRoute: UploadRoute = {
  apiPath: () => '/uploads/receipts',
  endpoint: uploadReceipt,
  maxBytes: receiptMaxBytes,
  tooLargeText: receiptTooLargeText,
  lengthRequiredText: receiptLengthRequiredText,
};

/** The client's id is in the path (`/uploads/employee-data/42`); the api checks it against the session. */
export const employeeDataRoute: UploadRoute = {
  apiPath: (req) => {
    const clientId = req.params.clientId;
    return typeof clientId === 'string' && /^[1-9]\d{0,9}$/.test(clientId) ? `/client/${clientId}/data-loads` : null;
  },
  endpoint: uploadEmployeeData,
  maxBytes: dataLoadMaxBytes,
  tooLargeText: dataLoadTooLargeMessage,
  lengthRequiredText: dataLoadLengthRequiredText,
  notFoundText: dataLoadNotFoundText,
  // 200,000 rows are read, checked and compared with the client's employees before it answers.
  responseTimeoutMs: 120_000,
};

/** `apiUrl` is the main API's. */
export function fileUploads(
  { apiUrl, timeoutMs = 10_000, gatewaySecret }: PassThroughOptions,
  route: UploadRoute,
): RequestHandler {
  const agent = passThroughAgent();
  const base = apiUrl.replace(/\/$/, '');
  const call = callOf(route.endpoint, {}, everyRefusal);
  const responseTimeout = Math.max(timeoutMs, route.responseTimeoutMs ?? 0);
  return async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const token = bearerOf(req.headers);
    if (!token) {
      res.status(401).json({ message: NOT_SIGNED_IN });
      return;
    }
    const path = route.apiPath(req);
    if (path === null) {
      res.status(404).json({ message: route.notFoundText ?? SOMETHING_WENT_WRONG });
      return;
    }
    // The declared size is the size: Node reads exactly that many bytes as the body, so checking
    // it refuses a large file before a byte of it reaches the api. A chunked body has none to check.
    const declared = req.headers['content-length'];
    if (declared === undefined || !/^\d+$/.test(declared)) {
      res.status(411).json({ message: route.lengthRequiredText });
      return;
    }
    if (Number(declared) > route.maxBytes) {
      res.status(413).json({ message: route.tooLargeText });
      return;
    }
    const fileName = req.headers['x-file-name'];
    const headers = {
      ...identityHeaders({
        token,
        requestId: req.headers[requestIdHeader],
        clientAddress: req.socket.remoteAddress,
        gatewaySecret,
        masquerade: masqueradeOf(token),
      }),
      // The api judges the type by the content, never by what the browser declares; and a declared
      // JSON type would send the file to its JSON parser.
      'content-type': 'application/octet-stream',
      'content-length': declared,
      ...(typeof fileName === 'string' ? { 'x-file-name': fileName } : {}),
    };
    try {
      const response = await got.post(`${base}${path}`, {
        agent: { http: agent },
        headers,
        body: req,
        throwHttpErrors: false,
        retry: { limit: 0 },
        // The answer must come in time once the file is sent; a slow browser may take as long as
        // the server's request timeout lets it to send the file.
        timeout: { connect: timeoutMs, response: responseTimeout },
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

export const receiptUploads = (options: PassThroughOptions) => fileUploads(options, receiptRoute);
export const employeeDataUploads = (options: PassThroughOptions) => fileUploads(options, employeeDataRoute);
