import { createServer, type Server } from 'node:http';
import type { ServerConfig } from './config';
import { createLeadApi } from './leadApi';
import { createStaticHandler } from './static';
import { StoreHolder } from './storeHolder';
import { startForwarder } from './webhook';

/** One HTTP server: the built site from distDir and the lead API under /api/. */
export function createAppServer(config: ServerConfig): { server: Server; stores: StoreHolder; close: () => Promise<void> } {
  const stores = new StoreHolder(config.dataDir, { forward: Boolean(config.webhookUrl) });
  try {
    stores.get();
  } catch (error) {
    console.error(`lead storage unavailable at start: ${(error as Error).message} (the site is served; the API answers 503)`);
  }
  const forwarder = config.webhookUrl ? startForwarder({ url: config.webhookUrl, store: () => stores.get(), baseDelayMs: config.webhookBaseDelayMs }) : null;
  const api = createLeadApi({ store: () => stores.get(), rateLimit: config.rateLimit, allowedOrigins: config.allowedOrigins,
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

  const close = () =>
    new Promise<void>((resolve) => {
      forwarder?.stop();
      server.close(() => {
        stores.close();
        resolve();
      });
      server.closeAllConnections();
    });
  return { server, stores, close };
}
