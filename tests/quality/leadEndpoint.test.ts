// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadEndpointFor } from '../../scripts/lib/lead-endpoint.mjs';

// `npm run build` gives the client, its CSP and its service worker one VITE_LEAD_ENDPOINT (scripts/build.mjs).
let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'endpoint-'));
  vi.stubEnv('VITE_LEAD_ENDPOINT', undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe('the lead endpoint of a build', () => {
  it('is the default when set nowhere', () => {
    expect(leadEndpointFor(root)).toBeUndefined();
  });

  it('comes from .env.production too, as Vite gives it to the client, so the CSP allows the origin the forms post to', () => {
    writeFileSync(join(root, '.env.production'), 'VITE_LEAD_ENDPOINT=https://api.example.com/api/leads\n');
    expect(leadEndpointFor(root)).toBe('https://api.example.com/api/leads');
  });

  it('takes the environment over a .env file', () => {
    writeFileSync(join(root, '.env'), 'VITE_LEAD_ENDPOINT=https://old.example.com/api/leads\n');
    vi.stubEnv('VITE_LEAD_ENDPOINT', 'https://api.example.com/api/leads');
    expect(leadEndpointFor(root)).toBe('https://api.example.com/api/leads');
  });

  it('refuses a value the forms could never post to, naming it', () => {
    for (const value of ['api.example.com/api/leads', 'ftp://api.example.com/leads', '//api.example.com/leads']) {
      vi.stubEnv('VITE_LEAD_ENDPOINT', value);
      expect(() => leadEndpointFor(root), value).toThrow(`VITE_LEAD_ENDPOINT=${value} is neither a path on this site (/api/leads) nor an http:// or https:// address.`);
    }
    vi.stubEnv('VITE_LEAD_ENDPOINT', '/api/leads');
    expect(leadEndpointFor(root)).toBe('/api/leads');
  });
});
