// @vitest-environment node
import { describe, expect, it } from 'vitest';
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
    expect(validateLead({ ...application, job: 'sdr-team-lead', link: 'https://example.com/me' }).ok).toBe(true);
    expect(validateLead({ ...application, link: 'javascript:alert(1)' }).ok).toBe(false);
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
