import { exportLeads, uniqueEmail } from './support/leads';
import { MAX_BODY_BYTES } from '../src/leads/limits';
import { expect, test } from './support/fixtures';

// The lead API as any client sees it: every bad input gets a clear answer, the server stays up,
// and nothing wrong is stored.
const good = (over: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  kind: 'contact',
  createdAt: new Date().toISOString(),
  name: 'Ada Lovelace',
  email: uniqueEmail('api'),
  company: 'Engines Ltd',
  message: 'Hello',
  ...over,
});

test('the same id posted twice is stored once (201, then 200)', async ({ request }) => {
  const lead = good();
  const first = await request.post('/api/leads', { data: lead });
  expect(first.status()).toBe(201);
  expect(await first.json()).toEqual({ id: lead.id, stored: 'created' });
  const second = await request.post('/api/leads', { data: lead });
  expect(second.status()).toBe(200);
  expect(exportLeads().filter((l) => l.id === lead.id)).toHaveLength(1);
});

test('markup, SQL and emoji are stored as the exact text that was sent', async ({ request }) => {
  const lead = good({ name: '🚀 Ada 👩‍💻', company: "'; DROP TABLE leads;--", message: '<script>alert(1)</script>' });
  expect((await request.post('/api/leads', { data: lead })).status()).toBe(201);
  expect(exportLeads().find((l) => l.id === lead.id)).toMatchObject({ name: lead.name, company: lead.company, message: lead.message });
});

const long = 'x'.repeat(10_000);
const TOO_LARGE = new RegExp(`larger than ${MAX_BODY_BYTES.toLocaleString('en-US')} bytes`);
const badBodies: [string, () => { data?: unknown; body?: string | Buffer; type?: string }, number, RegExp][] = [
  ['a 10,000-character message', () => ({ data: good({ message: long }) }), 400, /Message must be at most 5,000 characters \(it has 10,000\)/],
  ['a 10,000-character name', () => ({ data: good({ name: long }) }), 400, /Full name must be at most 200 characters \(it has 10,000\)/],
  // Over the body limit (the largest valid lead): refused before it is parsed.
  ['every field at 10,000 characters', () => ({ data: good({ name: long, email: `${long}@x.com`, company: long, message: long }) }), 413, TOO_LARGE],
  ['a NUL byte', () => ({ data: good({ name: 'Ada\u0000Lovelace' }) }), 400, /control characters/],
  ['numbers and arrays where text belongs', () => ({ data: good({ name: 42, company: ['a', 'b'] }) }), 400, /must be text/],
  ['missing fields', () => ({ data: { id: crypto.randomUUID(), kind: 'contact' } }), 400, /is required/],
  ['an extra field', () => ({ data: good({ role: 'admin' }) }), 400, /Unknown field/],
  ['an unknown kind', () => ({ data: good({ kind: 'spam' }) }), 400, /kind must be one of/],
  ['a body that is not JSON', () => ({ body: '{"id": "oops', type: 'application/json' }), 400, /not valid JSON/],
  ['a JSON array', () => ({ body: '[1,2,3]', type: 'application/json' }), 400, /Expected a JSON object/],
  ['a form-encoded body', () => ({ body: 'name=Ada', type: 'application/x-www-form-urlencoded' }), 415, /as JSON/],
  ['a 1 MB body', () => ({ data: good({ message: 'x'.repeat(1024 * 1024) }) }), 413, TOO_LARGE],
];

for (const [what, make, status, message] of badBodies) {
  test(`bad input: ${what} -> ${status}, nothing stored`, async ({ request }) => {
    const { data, body, type } = make();
    const before = new Set(exportLeads().map((l) => l.id));
    const response = await request.post('/api/leads', data !== undefined ? { data } : { data: Buffer.from(body!), headers: { 'Content-Type': type! } });
    expect(response.status()).toBe(status);
    expect(JSON.stringify(await response.json())).toMatch(message);
    // Other tests store leads meanwhile, all with an address at example.com; this body is none of them.
    const sentId = (data as { id?: unknown } | undefined)?.id;
    const added = exportLeads().filter((l) => !before.has(l.id));
    expect(added.filter((l) => l.id === sentId || !(l.email ?? '').endsWith('@example.com'))).toEqual([]);
    expect((await request.get('/api/health')).status()).toBe(200);
  });
}
