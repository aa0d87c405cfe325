import { readFileSync, statSync } from 'node:fs';
import type { NextFunction, Request, Response } from 'express';

/**
 * Relay's persisted queries (relay-compiler writes `{ id: text }`): the web app sends only
 * `doc_id`, which is swapped for the document's text here. In production a request with free
 * text is refused, so only documents we compiled can ever run.
 */
export function trustedDocuments(options: { file: string; enforce: boolean }) {
  let documents: Record<string, string> = {};
  let loadedAt = 0;
  const load = () => {
    try {
      const modified = statSync(options.file).mtimeMs;
      if (modified !== loadedAt) {
        documents = JSON.parse(readFileSync(options.file, 'utf8')) as Record<string, string>;
        loadedAt = modified;
      }
    } catch {
      documents = {};
    }
  };
  load();

  const refuse = (response: Response, code: string, message: string) =>
    response.status(400).json({ errors: [{ message, extensions: { code } }] });

  return (request: Request, response: Response, next: NextFunction) => {
    const source: Record<string, unknown> | undefined =
      request.method === 'POST'
        ? (request.body as Record<string, unknown> | undefined)
        : (request.query as Record<string, unknown>);
    if (!source || typeof source !== 'object') return next();
    const docId = source.doc_id;
    if (typeof docId === 'string') {
      // Outside production the compiler may have written new documents since we started.
      if (!options.enforce && !documents[docId]) load();
      const text = documents[docId];
      if (!text) return refuse(response, 'PERSISTED_QUERY_NOT_FOUND', 'Unknown document id');
      if (request.method !== 'POST') return refuse(response, 'BAD_REQUEST', 'Send documents by id with POST');
      const body = request.body as Record<string, unknown>;
      body.query = text;
      delete body.doc_id;
      return next();
    }
    if (options.enforce && source.query !== undefined) {
      return refuse(response, 'PERSISTED_QUERY_NOT_FOUND', 'Only trusted documents are accepted');
    }
    return next();
  };
}
