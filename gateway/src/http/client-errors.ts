// The web app's crash reports (POST /client-errors). A screen that throws ends on the crash page,
// whose browser has no log of ours: it sends what threw here, and the gateway writes it to its
// error log under this request's id, which it answers in X-Request-Id for the page to show as the
// reference to quote. Anyone may send one (a page can crash signed out too), so a report is only
// ever logged, cut to size, and never answered with anything of the server's.
import { loggablePath } from '@portal/contract/request-id';
import express, { type Request, type RequestHandler, type Response } from 'express';

export interface ClientErrorReport {
  /** The error's message. */
  message: string;
  /** Its stack, when the browser gave one. */
  stack: string | null;
  /** The page the app was on: its path, tokens in it masked as in the access log. */
  page: string;
}

export type ClientErrorLog = (report: ClientErrorReport, context: { requestId: string }) => void;

export const defaultClientErrorLog: ClientErrorLog = (report, { requestId }) =>
  // JSON, so that nothing a browser sends can start a log line of its own.
  console.error(`[gateway] request ${requestId}: the web app crashed`, JSON.stringify(report));

const limits = { message: 2_000, stack: 8_000, page: 500 } as const;

export const unreadableReport = 'The error report could not be read';

function text(value: unknown, limit: number): string | null {
  return typeof value === 'string' ? value.slice(0, limit) : null;
}

function reportOf(body: unknown): ClientErrorReport | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, stack, page } = body as Record<string, unknown>;
  const read = { message: text(message, limits.message), page: text(page, limits.page) };
  if (!read.message || read.page === null) return null;
  return { message: read.message, stack: text(stack, limits.stack), page: loggablePath(read.page) };
}

export function clientErrorReports(log: ClientErrorLog): RequestHandler[] {
  return [
    express.json({ limit: '16kb' }),
    (request: Request, response: Response) => {
      const report = reportOf(request.body);
      if (!report) {
        response.status(400).json({ message: unreadableReport });
        return;
      }
      // requestLog (contract/request-id.ts) has set the id this answer carries in X-Request-Id.
      log(report, { requestId: String(request.headers['x-request-id']) });
      response.status(204).end();
    },
  ];
}
