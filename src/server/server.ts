import { createServer, STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ServerConfig } from './config';
import { SERVER_HEADERS } from './headers.mjs';
import { createLeadApi } from './leadApi';
import { createStaticHandler } from './static';
import { StorageUnavailableError } from './store';
import { StoreHolder } from './storeHolder';
import { startForwarder } from './webhook';

/** One HTTP server: the built site from distDir and the lead API under /api/. */
export interface AppServer {
  server: Server;
  stores: StoreHolder;
  /** Listens on config.port and host; rejects with a message an operator can act on. */
  listen: () => Promise<void>;
  /** Stops taking connections, lets requests in flight finish (at most graceMs), then closes storage. */
  close: (graceMs?: number) => Promise<void>;
}

/**
 * The path of a request target. A target starting with '//' is a path too (new URL would read
 * '//api/leads' as the host "api"); runs of slashes count as one, as nginx's merge_slashes does.
 */
export function requestPath(target = '/'): string {
  try {
    const url = target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target);
    return url.pathname.replace(/\/{2,}/g, '/');
  } catch {
    return '/__bad__';
  }
}

const REFUSALS: Record<number, string> = {
  400: 'The request is not valid HTTP.',
  408: 'The request took too long to arrive; send it again.',
  431: 'The request headers are too large.',
};

/**
 * Answers a request Node's parser refused, or whose head or body came too slowly, on the socket
 * itself (no ServerResponse exists or it is stuck), with the headers every answer carries.
 */
function refuseOnSocket(error: NodeJS.ErrnoException, socket: Duplex, answered: boolean): void {
  if (error.code === 'ECONNRESET' || !socket.writable || answered) {
    socket.destroy();
    return;
  }
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = `${REFUSALS[status]}\n`;
  const headers = { ...SERVER_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)), 'Cache-Control': 'no-store', Connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`, () => socket.destroy());
}

export function createAppServer(config: ServerConfig): AppServer {
  const stores = new StoreHolder(config.dataDir, { forward: Boolean(config.webhookUrl) });
  try {
    stores.get();
  } catch (error) {
    const code = error instanceof StorageUnavailableError ? error.code : 'OPEN_FAILED';
    console.error(
      `Lead storage at ${config.dataDir} cannot be opened (${code}): set DATA_DIR to a folder this user can write. ` +
        'The site is served; POST /api/leads answers 503 until the folder is usable (no restart needed).',
    );
  }
  const forwarder = config.webhookUrl ? startForwarder({ url: config.webhookUrl, store: () => stores.get(), baseDelayMs: config.webhookBaseDelayMs }) : null;
  const api = createLeadApi({ store: () => stores.get(), rateLimit: config.rateLimit, trustedProxies: config.trustedProxies, allowedOrigins: config.allowedOrigins,
    onStored: forwarder?.wake, onUnavailable: (error) => stores.failed(error) });
  const site = createStaticHandler(config.distDir);
  site.precompress();

  // The response in progress on each connection: a timeout after it has started must not write another.
  const inFlight = new WeakMap<Duplex, ServerResponse>();
  const server = createServer(
    {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, 10_000),
      // Node looks for late requests this often (30 s by default, which would double a short limit).
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.requestTimeoutMs / 4)),
    },
    (req, res) => {
      inFlight.set(req.socket, res);
      // Answered and fully received: a later timeout on this kept-alive connection is the next request's.
      res.on('finish', () => {
        if (req.complete) inFlight.delete(req.socket);
      });
      // The one place security headers are set: every answer, errors included, starts with them.
      for (const [name, value] of Object.entries(SERVER_HEADERS)) res.setHeader(name, value);
      const pathname = requestPath(req.url);
      api(req, res, pathname)
        .then((handled) => {
          if (!handled) site.handle(req, res, pathname);
        })
        .catch((error: unknown) => {
          console.error(`request failed: ${error instanceof Error ? error.name : 'error'}`);
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error');
          else res.destroy();
        });
    },
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => refuseOnSocket(error, socket, inFlight.get(socket)?.headersSent ?? false));

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const failed = (error: NodeJS.ErrnoException) => {
        const where = `${config.host}:${config.port}`;
        const why =
          error.code === 'EADDRINUSE'
            ? `port ${config.port} is already in use (another server, or an earlier \`npm start\` still running): stop it or choose another with PORT=<number>`
            : error.code === 'EACCES'
              ? `no permission to listen on ${where}: choose a port above 1023 with PORT=<number>`
              : error.code === 'EADDRNOTAVAIL'
                ? `HOST=${config.host} is not an address of this machine`
                : error.message;
        reject(new Error(`Cannot serve on ${where}: ${why}.`));
      };
      server.once('error', failed);
      server.listen(config.port, config.host, () => {
        server.off('error', failed);
        resolve();
      });
    });

  const close = (graceMs = 5000) =>
    new Promise<void>((resolve) => {
      forwarder?.stop();
      // A lead being sent when the server is stopped gets its answer; only a request still
      // unfinished after the grace period is cut off (the client's outbox sends it again).
      const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
      // A kept-alive connection whose request has been answered would hold the exit for seconds.
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      server.close(() => {
        clearTimeout(cutOff);
        clearInterval(idle);
        stores.close();
        resolve();
      });
    });
  return { server, stores, listen, close };
}
