import { createServer, type Server } from 'node:http';
import type { ServerConfig } from './config';
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

  const server = createServer((req, res) => {
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      pathname = '/__bad__';
    }
    api(req, res, pathname)
      .then((handled) => {
        if (!handled) site.handle(req, res, pathname);
      })
      .catch((error: unknown) => {
        console.error(`request failed: ${error instanceof Error ? error.name : 'error'}`);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error');
        else res.destroy();
      });
  });

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
