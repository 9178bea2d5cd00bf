import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { SERVER_HEADERS } from './headers.mjs';

const REFUSALS: Record<number, string> = {
  400: 'The request is not valid HTTP.',
  408: 'The request took too long to arrive; send it again.',
  431: 'The request headers are too large.',
};

/**
 * Answers a request Node's parser refused, or whose head or body came too slowly, on the socket
 * itself (no reply exists yet, or it is stuck), in the API's error shape and with the headers every
 * answer carries. A socket whose answer has already started is only closed.
 */
export function refuseOnSocket(error: NodeJS.ErrnoException, socket: Duplex, answered: boolean): void {
  if (error.code === 'ECONNRESET' || !socket.writable || answered) {
    socket.destroy();
    return;
  }
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ error: REFUSALS[status] });
  const headers = { ...SERVER_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)), 'Cache-Control': 'no-store', Connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`, () => socket.destroy());
}
