// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { leadChoices } from '../../src/content/leadChoices';
import { validateLead, validateLeadFields } from '../../src/leads/validation';

const ID = '0b6f3a52-6a43-4c1e-9a55-8f1f4c9d2e10';
const contact = { id: ID, kind: 'contact', createdAt: '2026-11-27T08:00:00.000Z', name: 'Ada Lovelace', email: 'ada@example.com', company: 'Engines Ltd', message: 'Hello' };

describe('validateLead (the API body)', () => {
  it('accepts a complete contact lead and trims its values', () => {
    const check = validateLead({ ...contact, name: '  Ada Lovelace  ' });
    expect(check).toEqual({ ok: true, lead: { ...contact, name: 'Ada Lovelace' } });
  });

  it('names every missing required field', () => {
    const check = validateLead({ id: ID, kind: 'contact' });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(Object.keys(check.errors).sort()).toEqual(['company', 'email', 'message', 'name']);
  });

  it('refuses values over the limits, counting an emoji as one character', () => {
    const long = 'x'.repeat(10_000);
    const check = validateLead({ ...contact, name: long, company: long, message: long, email: `${long}@x.com` });
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.errors.name).toBe('Full name must be at most 200 characters (it has 10,000).');
      expect(check.errors.message).toMatch(/at most 5,000 characters/);
      expect(check.errors.email).toMatch(/at most 254/);
    }
    expect(validateLead({ ...contact, name: '🚀'.repeat(200) }).ok).toBe(true);
    expect(validateLead({ ...contact, name: '🚀'.repeat(201) }).ok).toBe(false);
  });

  it('keeps markup and SQL as plain text', () => {
    const check = validateLead({ ...contact, message: "<script>alert(1)</script> '; DROP TABLE leads;--" });
    expect(check.ok && check.lead.message).toBe("<script>alert(1)</script> '; DROP TABLE leads;--");
  });

  it('refuses NUL and other control characters but keeps line breaks in a message', () => {
    const check = validateLead({ ...contact, name: 'Ada\u0000' });
    expect(!check.ok && check.errors.name).toMatch(/control characters/);
    expect(validateLead({ ...contact, message: 'line one\r\nline two\ttabbed' }).ok).toBe(true);
  });

  it('refuses the second set of control characters (U+0080 to U+009F) too: a "next line" that splits a row, a terminal escape', () => {
    // U+0085 is a line break to many readers (Python's splitlines, XML 1.1); U+009B starts a terminal control sequence.
    for (const bad of ['Ada\u0085Lovelace', 'Ada\u009b31m', 'Ada\u0080']) {
      const check = validateLead({ ...contact, name: bad, message: `Hello ${bad}` });
      expect(!check.ok && check.errors, JSON.stringify(bad)).toEqual({
        name: 'Full name contains control characters (such as NUL) that are not allowed.',
        message: 'Message contains control characters (such as NUL) that are not allowed.',
      });
    }
    // The letters right after them are text.
    expect(validateLead({ ...contact, name: '\u00a0Ada\u00a0Lovelace Ñ' }).ok).toBe(true);
  });

  it('refuses numbers, arrays and objects where text belongs', () => {
    const check = validateLead({ ...contact, name: 42, company: ['a'], message: { a: 1 } });
    expect(!check.ok && check.errors).toMatchObject({ name: 'Full name must be text.', company: 'Company name must be text.', message: 'Message must be text.' });
  });

  it('refuses an unknown kind, a bad id, extra fields and a body that is not an object', () => {
    expect(validateLead({ ...contact, kind: 'spam' })).toMatchObject({ ok: false, errors: { kind: expect.stringMatching(/contact, proposal, newsletter, application/) } });
    expect(validateLead({ ...contact, id: 'not-a-uuid' })).toMatchObject({ ok: false, errors: { id: expect.any(String) } });
    expect(validateLead({ ...contact, admin: true })).toMatchObject({ ok: false, errors: { admin: 'Unknown field for a contact lead.' } });
    const proto = validateLead(JSON.parse(`{"id":"${ID}","kind":"newsletter","email":"a@b.co","__proto__":{"x":1}}`));
    expect(proto.ok).toBe(false);
    for (const body of [null, [], 'text', 7]) expect(validateLead(body)).toMatchObject({ ok: false, errors: { body: expect.any(String) } });
  });

  it('checks email format and the honeypot', () => {
    expect(validateLead({ ...contact, email: 'not an email' })).toMatchObject({ ok: false, errors: { email: 'Enter an email address like name@company.com.' } });
    expect(validateLead({ ...contact, website: 'http://spam.example' })).toMatchObject({ ok: false, errors: { website: expect.any(String) } });
    expect(validateLead({ ...contact, website: '' }).ok).toBe(true);
  });

  it('knows each kind’s fields', () => {
    expect(validateLead({ id: ID, kind: 'newsletter', email: 'a@b.co' }).ok).toBe(true);
    expect(validateLead({ id: ID, kind: 'newsletter', email: 'a@b.co', name: 'x' }).ok).toBe(false);
    expect(validateLead({ ...contact, kind: 'proposal' })).toMatchObject({ ok: false, errors: { service: 'Service is required.' } });
    expect(validateLead({ ...contact, kind: 'proposal', service: 'cold-calling' }).ok).toBe(true);
    const application = { id: ID, kind: 'application', name: 'A', email: 'a@b.co', message: 'Hire me' };
    expect(validateLead(application).ok).toBe(true);
    expect(validateLead({ ...application, job: 'account-executive', link: 'https://example.com/me' }).ok).toBe(true);
    expect(validateLead({ ...application, link: 'javascript:alert(1)' }).ok).toBe(false);
  });
});

describe('validateLead: only whole, real values are stored', () => {
  it('takes only services and jobs the site offers (the lead API passes its lists)', () => {
    const proposal = { ...contact, kind: 'proposal' };
    const choices = leadChoices;
    expect(validateLead({ ...proposal, service: 'not-sure' }, { choices }).ok).toBe(true);
    expect(validateLead({ ...proposal, service: 'lead-generation' }, { choices }).ok).toBe(true);
    expect(validateLead({ ...proposal, service: 'cold-calling' }, { choices }).ok).toBe(true);
    expect(validateLead({ ...proposal, service: 'made-up' }, { choices })).toMatchObject({ ok: false, errors: { service: 'Service is not one we know.' } });
    const application = { id: ID, kind: 'application', name: 'A', email: 'a@b.co', message: 'Hire me' };
    expect(validateLead({ ...application, job: 'account-executive' }, { choices }).ok).toBe(true);
    expect(validateLead({ ...application, job: 'no-such-job' }, { choices })).toMatchObject({ ok: false, errors: { job: 'Job is not one we know.' } });
  });

  it('refuses dates that do not exist and caps a time after arrival at the arrival', () => {
    expect(validateLead({ ...contact, createdAt: '2024-02-31T10:00:00Z' })).toMatchObject({ ok: false, errors: { createdAt: expect.any(String) } });
    expect(validateLead({ ...contact, createdAt: '2024-02-29T10:00:00Z' }).ok).toBe(true);
    const now = Date.parse('2026-11-29T12:00:00.000Z');
    expect(validateLead({ ...contact, createdAt: '9999-12-31T23:59:59Z' }, { now })).toMatchObject({ ok: true, lead: { createdAt: '2026-11-29T12:00:00.000Z' } });
    expect(validateLead({ ...contact, createdAt: '2026-11-29T11:59:00.000Z' }, { now })).toMatchObject({ ok: true, lead: { createdAt: '2026-11-29T11:59:00.000Z' } });
  });

  it('refuses addresses with empty or broken domain parts and invisible characters', () => {
    for (const email of ['a@b..com', 'a@-.com', 'a@b-.com', '.a@b.com', 'a..b@b.com', 'a@b.c', 'a\u202e@b.com', 'a@b.com\u200b'])
      expect(validateLead({ ...contact, email }), email).toMatchObject({ ok: false, errors: { email: expect.any(String) } });
    for (const email of ['o\'brien+tag@mail.example.co.uk', 'zoë@exämple.de', 'x@xn--bcher-kva.example'])
      expect(validateLead({ ...contact, email }).ok, email).toBe(true);
  });

  it('treats a value of invisible characters as missing and refuses broken text', () => {
    expect(validateLead({ ...contact, name: '\u200b\u200b' })).toMatchObject({ ok: false, errors: { name: 'Full name is required.' } });
    expect(validateLead({ ...contact, message: 'half a pair \ud800 here' })).toMatchObject({ ok: false, errors: { message: expect.stringMatching(/broken characters/) } });
    expect(validateLead({ ...contact, message: 'a whole pair 🚀 and a joined family 👩‍👩‍👧' }).ok).toBe(true);
  });
});

describe('validateLead: text as it looks', () => {
  it('counts and stores a letter typed with a separate accent as one character', () => {
    const decomposed = 'e\u0301'.repeat(150);
    const check = validateLead({ ...contact, name: decomposed });
    expect(check).toMatchObject({ ok: true, lead: { name: '\u00e9'.repeat(150) } });
    expect(validateLead({ ...contact, name: 'e\u0301'.repeat(201) })).toMatchObject({ ok: false, errors: { name: 'Full name must be at most 200 characters (it has 201).' } });
  });

  it('refuses direction overrides in one-line fields, keeps right-to-left text and a message’s marks', () => {
    for (const field of ['name', 'company'] as const)
      expect(validateLead({ ...contact, [field]: 'Ada \u202egnp.exe' }), field).toMatchObject({ ok: false, errors: { [field]: expect.stringMatching(/text-direction marks/) } });
    expect(validateLead({ ...contact, name: 'שרה כהן', company: 'شركة المحركات' }).ok).toBe(true);
    expect(validateLead({ ...contact, message: 'Quote: \u2067שלום\u2069 in a sentence.' }).ok).toBe(true);
  });

  it('refuses an address whose part before the @ is over 64 characters', () => {
    expect(validateLead({ ...contact, email: `${'a'.repeat(64)}@example.com` }).ok).toBe(true);
    expect(validateLead({ ...contact, email: `${'a'.repeat(65)}@example.com` })).toMatchObject({ ok: false, errors: { email: expect.stringMatching(/at most 64 characters/) } });
  });
});

describe('validateLeadFields (the forms)', () => {
  it('reports whitespace-only as missing', () => {
    expect(validateLeadFields('newsletter', { email: '   ' }).errors).toEqual({ email: 'Email address is required.' });
  });
});

describe('the lead API in the CSP', () => {
  it('allows exactly the endpoint’s origin when it is elsewhere, nothing when it is a path', async () => {
    const { contentSecurityPolicy, leadApiSources } = await import('../../src/lib/csp');
    expect(leadApiSources(undefined)).toEqual([]);
    expect(leadApiSources('/api/leads')).toEqual([]);
    expect(leadApiSources('https://api.example.com/v1/leads')).toEqual(['https://api.example.com']);
    expect(contentSecurityPolicy({ connectSrc: leadApiSources('https://api.example.com:8443/leads') })).toContain("connect-src 'self' https://api.example.com:8443;");
  });
});
