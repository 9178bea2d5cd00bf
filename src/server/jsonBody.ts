import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RequestError } from './errors';

// Fatal: bytes that are no UTF-8 are refused, not turned into U+FFFD and stored. A leading BOM is dropped.
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The one body parser: JSON in UTF-8, nothing else (any other type gets 415 before its body is
 * read). Replaces Fastify's lenient defaults (text/plain bodies, invalid UTF-8 as U+FFFD).
 */
export function acceptJsonOnly(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req: FastifyRequest, body: Buffer, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      const why = `The body is not UTF-8 text; send ${req.routeOptions.url === '/api/leads' ? 'the lead' : 'it'} as JSON in UTF-8.`;
      return done(new RequestError(400, why, { body: why }), undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      const why = 'The body is not valid JSON.';
      done(new RequestError(400, why, { body: why }), undefined);
    }
  });
}
