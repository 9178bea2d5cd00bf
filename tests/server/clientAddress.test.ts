// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../src/server/clientAddress';

const req = (forwarded?: string | string[], socket = '10.0.0.5') =>
  ({ socket: { remoteAddress: socket }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as unknown as IncomingMessage;

describe('the client address behind trusted proxies', () => {
  it('is the socket address with no proxy trusted', () => {
    expect(clientAddress(req('203.0.113.7'), 0)).toBe('10.0.0.5');
  });

  it('is the entry the nearest trusted proxy wrote, counting from the right', () => {
    expect(clientAddress(req('203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(req('1.2.3.4, 203.0.113.7'), 1)).toBe('203.0.113.7');
    // A CDN then a load balancer: the CDN wrote the visitor, the balancer wrote the CDN.
    expect(clientAddress(req('1.2.3.4, 203.0.113.7, 198.51.100.9'), 2)).toBe('203.0.113.7');
    expect(clientAddress(req(['1.2.3.4', '2001:db8::1']), 1)).toBe('2001:db8::1');
  });

  it('keeps the socket address when the header is missing, too short or not an address', () => {
    expect(clientAddress(req(), 1)).toBe('10.0.0.5');
    expect(clientAddress(req('203.0.113.7'), 2)).toBe('10.0.0.5');
    expect(clientAddress(req('<script>'), 1)).toBe('10.0.0.5');
    expect(clientAddress(req('203.0.113.7, '), 1)).toBe('10.0.0.5');
  });
});
