import type { IncomingMessage, ServerResponse } from 'node:http';

/** Sends a JSON answer that no cache keeps (the server has set the security headers already). */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const data = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(data)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(data);
}

export type BodyResult = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'aborted' | 'not-utf8' };

// Fatal: bytes that are no UTF-8 are refused, not turned into U+FFFD and stored. A leading BOM is dropped.
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Past this many bytes a request that is already refused is cut off instead of drained. */
const DRAIN_LIMIT = 8 * 1024 * 1024;

/**
 * Reads a request body of at most `limit` bytes. A larger body is refused as soon as it is
 * seen; the rest is read and dropped (up to 8 MB) so the client gets the answer instead of a reset.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: BodyResult) => {
      if (done) return;
      done = true;
      resolve(result);
    };
    if (declared > limit) finish({ ok: false, reason: 'too-large' });
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > DRAIN_LIMIT) req.destroy();
      if (done) return;
      if (size > limit) {
        chunks.length = 0;
        finish({ ok: false, reason: 'too-large' });
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        finish({ ok: true, text: utf8.decode(Buffer.concat(chunks)) });
      } catch {
        finish({ ok: false, reason: 'not-utf8' });
      }
    });
    req.on('error', () => finish({ ok: false, reason: 'aborted' }));
    req.on('close', () => finish({ ok: false, reason: 'aborted' }));
  });
}

/** Reads and drops whatever is left of a request we have already answered. */
export function drain(req: IncomingMessage): void {
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > DRAIN_LIMIT) req.destroy();
  });
  req.resume();
}
