import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { StorageUnavailableError } from './store';

/**
 * A refusal with the API's one error shape, `{ error, errors? }`: thrown by handlers, hooks and the
 * body parser, answered by `answerError`.
 */
export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const UNAVAILABLE = 'Storage is unavailable right now (the database is read-only, locked or missing). Nothing was stored; please send it again later.';
const LEAD_UNAVAILABLE = 'Lead storage is unavailable right now (the database is read-only, locked or missing). Nothing was stored; please send it again later.';

/** Sends `{ error, errors? }` with the given status; no cache keeps it. */
export function sendError(reply: FastifyReply, status: number, error: string, errors?: Record<string, string>): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(errors ? { error, errors } : { error });
}

/** What ajv reports, as one message per field (the field's name, or the part of the request). */
function fieldErrors(error: FastifyError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const v of error.validation ?? []) {
    const params = v.params as Record<string, unknown>;
    const field =
      (params.missingProperty as string | undefined) ??
      (params.additionalProperty as string | undefined) ??
      (v.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body');
    const what = params.additionalProperty ? 'is not a field this request takes' : params.missingProperty ? 'is required' : (v.message ?? 'is not valid');
    errors[field.slice(0, 64)] ??= `${field.slice(0, 64)} ${what}.`;
  }
  return errors;
}

export interface ErrorOptions {
  /** Storage refused a write: lets the holder reopen a broken connection. */
  onUnavailable?: (error: StorageUnavailableError) => void;
  log?: (line: string) => void;
}

/**
 * THE error handler: Fastify's own errors (validation, body parsing, sizes), RequestError and
 * storage failures all leave in one shape, with the headers every answer has (set on request).
 * Logs never hold a request's content: a status and an error's name or code only.
 */
export function errorHandler({ onUnavailable, log = (line) => console.error(line) }: ErrorOptions) {
  return (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const lead = req.routeOptions.url === '/api/leads';
    const subject = lead ? 'the lead' : 'the request';
    if (error instanceof RequestError) {
      reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.message, error.errors);
    }
    if (error instanceof StorageUnavailableError) {
      log(`${lead ? 'lead api' : 'api'}: storage unavailable (${error.code})`);
      onUnavailable?.(error);
      reply.header('Retry-After', '30');
      return sendError(reply, 503, lead ? LEAD_UNAVAILABLE : UNAVAILABLE);
    }
    if (error.validation) return sendError(reply, 400, `Some of ${subject}'s fields are not valid; nothing was ${lead ? 'stored' : 'changed'}.`, fieldErrors(error));
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(reply, 415, `Send ${subject} as JSON (Content-Type: application/json).`);
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        // A client still sending the rest gets the answer, then the connection ends.
        reply.header('Connection', 'close');
        return sendError(reply, 413, `The body is larger than ${(req.routeOptions.bodyLimit ?? 0).toLocaleString('en-US')} bytes.`);
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return sendError(reply, 400, 'The body is not as long as its Content-Length says.');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, error.message);
    log(`request failed: ${error.code ?? error.name}`);
    return sendError(reply, 500, 'Something went wrong on the server; nothing was changed. Please try again.');
  };
}
