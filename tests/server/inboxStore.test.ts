// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LEAD_STATUSES, type InboxLead, type LeadStatus } from '../../src/leads/inboxApi';
import type { Lead } from '../../src/leads/validation';
import { InvalidCursorError } from '../../src/server/inboxStore';
import { LeadStore } from '../../src/server/store';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0).reverse()) c();
});

const ADMIN = 'admin@example.com';
const SALES = 'sales@example.com';

/** A store with two accounts (rows written straight in: no scrypt run is needed here). */
function openStore(options = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'inbox-test-'));
  const store = LeadStore.open(dir, options);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }), () => store.close());
  const account = store.db.prepare("INSERT INTO accounts (email, role, password_hash, created_at) VALUES (?, ?, 'scrypt$17$8$1$x$y', '2026-12-01')");
  account.run(ADMIN, 'admin');
  account.run(SALES, 'sales');
  return store;
}

let n = 0;
const newId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const contact = (over: Partial<Lead> = {}): Lead => ({
  id: newId(),
  kind: 'contact',
  createdAt: '2026-11-01T10:00:00.000Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Engines Ltd',
  message: 'We need more meetings.',
  ...over,
});
/** Leads received a minute apart, in the order given. */
function seed(store: LeadStore, leads: Lead[], from = Date.parse('2026-11-01T10:00:00Z')) {
  leads.forEach((lead, i) => expect(store.save(lead, new Date(from + i * 60_000).toISOString())).toBe('created'));
  return leads;
}
async function setStatus(store: LeadStore, id: string, status: LeadStatus) {
  const lead = (await store.leadDetail(id))!;
  const result = await store.updateLead(id, { status, version: lead.version }, ADMIN);
  expect(result.result).toBe('updated');
}
const ids = (leads: InboxLead[]) => leads.map((l) => l.id);

describe('listing the inbox', () => {
  it('shows the newest first, every status but spam by default, and counts each status for the same kind and search', async () => {
    const store = openStore();
    const [a, b, c, d, e] = seed(store, [contact(), contact({ kind: 'proposal', service: 'Cold Calling' }), contact(), { id: newId(), kind: 'newsletter', createdAt: '2026-11-01T10:00:00.000Z', email: 'n@example.com' }, contact()]);
    await setStatus(store, c!.id, 'spam');
    await setStatus(store, e!.id, 'won');

    const all = await store.listLeads({ limit: 50 });
    expect(ids(all.leads)).toEqual([e!.id, d!.id, b!.id, a!.id]);
    expect(all.counts).toEqual({ new: 3, contacted: 0, qualified: 0, won: 1, lost: 0, spam: 1 });
    expect(all.nextCursor).toBeNull();
    expect(all.leads[0]).toMatchObject({ status: 'won', version: 2, assignee: null, receivedAt: '2026-11-01T10:04:00.000Z' });

    expect(ids((await store.listLeads({ limit: 50, status: 'spam' })).leads)).toEqual([c!.id]);
    const won = await store.listLeads({ limit: 50, status: 'won' });
    expect(ids(won.leads)).toEqual([e!.id]);
    // The counts do not follow the status asked for: they are the tabs' numbers.
    expect(won.counts).toEqual(all.counts);
    const contacts = await store.listLeads({ limit: 50, kind: 'contact' });
    expect(ids(contacts.leads)).toEqual([e!.id, a!.id]);
    expect(contacts.counts).toEqual({ new: 1, contacted: 0, qualified: 0, won: 1, lost: 0, spam: 1 });
    expect((await store.listLeads({ limit: 50, kind: 'proposal', status: 'new' })).leads.map((l) => l.service)).toEqual(['Cold Calling']);
  });

  it('pages with a cursor through leads received at the same moment: every lead once, none skipped', async () => {
    const store = openStore();
    const same = '2026-11-05T10:00:00.000Z';
    const leads = Array.from({ length: 23 }, () => contact());
    for (const lead of leads) store.save(lead, same);
    seed(store, [contact(), contact()]);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await store.listLeads({ limit: 5, cursor });
      expect(page.leads.length).toBeLessThanOrEqual(5);
      seen.push(...ids(page.leads));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const received = (await store.exportLeads()).map((l) => l.id);
    expect(seen).toEqual(received);
  });

  it('refuses a cursor it did not make', async () => {
    const store = openStore();
    for (const cursor of ['garbage!', Buffer.from('{"a":1}').toString('base64url'), Buffer.from('[1,2]').toString('base64url'), 'x'.repeat(500)]) {
      await expect(store.listLeads({ limit: 5, cursor }), cursor).rejects.toBeInstanceOf(InvalidCursorError);
    }
  });

  it('searches name, email, company and message for the text as typed, in any letter case', async () => {
    const store = openStore();
    const [byName, byEmail, byCompany, byMessage, percent, underscore, greek] = seed(store, [
      contact({ name: 'Jürgen Groß', email: 'j@one.example', company: 'One', message: 'Hello there.' }),
      contact({ name: 'Bo', email: 'Sales.Lead@Two.example', company: 'Two', message: 'Hello there.' }),
      contact({ name: 'Cy', email: 'c@three.example', company: 'ÅNGSTRÖM Optics', message: 'Hello there.' }),
      contact({ name: 'Di', email: 'd@four.example', company: 'Four', message: 'Budget for Q3 pipeline review.' }),
      contact({ name: 'Ed', email: 'e@five.example', company: 'Five', message: 'We grew 100% last year.' }),
      contact({ name: 'Fa', email: 'first_last@six.example', company: 'Six', message: 'Hello there.' }),
      contact({ name: 'ΟΔΥΣΣΕΥΣ', email: 'g@seven.example', company: 'Seven', message: 'Hello there.' }),
    ]);
    const search = async (q: string) => ids((await store.listLeads({ limit: 50, q })).leads);
    expect(await search('JÜRGEN')).toEqual([byName!.id]);
    expect(await search('sales.lead@two')).toEqual([byEmail!.id]);
    expect(await search('ångström')).toEqual([byCompany!.id]);
    expect(await search('Q3 PIPE')).toEqual([byMessage!.id]);
    expect(await search('οδυσσευς')).toEqual([greek!.id]);
    // % and _ are the characters themselves, not wildcards.
    expect(await search('100%')).toEqual([percent!.id]);
    expect(await search('he%o')).toEqual([]); // LIKE would match "hello"
    expect(await search('%')).toEqual([percent!.id]);
    expect(await search('o_e')).toEqual([]); // LIKE would match "one"
    expect(await search('_')).toEqual([underscore!.id]);
    expect(await search('first_')).toEqual([underscore!.id]);
    // Short searches (one or two characters) and quotes work too.
    expect(await search('ED')).toEqual([percent!.id]);
    expect(await search('"hello')).toEqual([]);
    expect(await search('hello')).toEqual([greek!.id, underscore!.id, byCompany!.id, byEmail!.id, byName!.id]);
    // The counts follow the search.
    expect((await store.listLeads({ limit: 50, q: 'hello' })).counts.new).toBe(5);
  });
  it('pages a search that thousands of leads match: newest first, status filter, no duplicates or gaps', async () => {
    const store = openStore();
    const start = Date.parse('2026-10-01T00:00:00Z');
    const expected: string[] = [];
    store.db.transaction(() => {
      for (let i = 0; i < 2600; i++) {
        const lead = contact({ message: i % 5 === 0 ? 'Nothing to see.' : `Our Pipeline needs work (${i}).` });
        store.save(lead, new Date(start + i * 1000).toISOString());
        if (i % 5 !== 0) expected.unshift(lead.id);
      }
    })();
    // Every third match marked spam: hidden by default, listed alone when asked for.
    const spam = new Set(expected.filter((_, i) => i % 3 === 0));
    store.db.prepare(`UPDATE leads SET status = 'spam' WHERE id IN (${[...spam].map(() => '?').join(',')})`).run(...spam);
    const walk = async (query: { status?: 'spam' }) => {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await store.listLeads({ limit: 100, q: 'PIPELINE', cursor, ...query });
        seen.push(...ids(page.leads));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return seen;
    };
    expect(await walk({})).toEqual(expected.filter((id) => !spam.has(id)));
    expect(await walk({ status: 'spam' })).toEqual(expected.filter((id) => spam.has(id)));
    expect((await store.listLeads({ limit: 1, q: 'pipeline' })).counts).toMatchObject({ new: expected.length - spam.size, spam: spam.size });
  });
});

describe('triage', () => {
  it('changes status and assignee for the version the client saw, and answers a stale version with the current lead', async () => {
    const store = openStore();
    const [lead] = seed(store, [contact()]);
    const first = await store.updateLead(lead!.id, { status: 'contacted', assignee: 'SALES@example.com', version: 1 }, ADMIN);
    expect(first).toMatchObject({ result: 'updated', lead: { status: 'contacted', assignee: SALES, version: 2 } });
    // Someone else, who still saw version 1.
    const stale = await store.updateLead(lead!.id, { status: 'lost', version: 1 }, SALES);
    expect(stale).toMatchObject({ result: 'conflict', lead: { status: 'contacted', assignee: SALES, version: 2 } });
    expect(await store.updateLead(lead!.id, { assignee: 'nobody@example.com', version: 2 }, ADMIN)).toEqual({ result: 'no-such-assignee' });
    expect(await store.updateLead('00000000-0000-4000-8000-999999999999', { status: 'won', version: 1 }, ADMIN)).toEqual({ result: 'missing' });
    expect(await store.updateLead(lead!.id, { assignee: null, version: 2 }, ADMIN)).toMatchObject({ result: 'updated', lead: { assignee: null, version: 3 } });

    const detail = (await store.leadDetail(lead!.id))!;
    expect(detail.history.map(({ actor, action, from, to }) => [actor, action, from, to])).toEqual([
      [ADMIN, 'status', 'new', 'contacted'],
      [ADMIN, 'assignee', null, SALES],
      [ADMIN, 'assignee', SALES, null],
    ]);
    const log = await store.auditLog({ limit: 50 });
    expect(log.entries.map(({ actor, action, leadId, detail }) => [actor, action, leadId, detail])).toEqual([
      [ADMIN, 'assignee', lead!.id, null],
      [ADMIN, 'assignee', lead!.id, SALES],
      [ADMIN, 'status', lead!.id, 'contacted'],
    ]);
  });

  it('stores a note once per id: a resend is the same note, another text or lead under that id is refused', async () => {
    const store = openStore();
    const [lead, other] = seed(store, [contact(), contact()]);
    const noteId = '11111111-1111-4111-8111-111111111111';
    const created = await store.addNote(lead!.id, { id: noteId, text: 'Called, no answer.' }, SALES);
    expect(created).toMatchObject({ result: 'created', note: { id: noteId, text: 'Called, no answer.', author: SALES } });
    expect(await store.addNote(lead!.id, { id: noteId, text: 'Called, no answer.' }, SALES)).toEqual({ ...created, result: 'exists' });
    expect(await store.addNote(lead!.id, { id: noteId, text: 'Something else.' }, SALES)).toEqual({ result: 'conflict' });
    expect(await store.addNote(other!.id, { id: noteId, text: 'Called, no answer.' }, SALES)).toEqual({ result: 'conflict' });
    expect(await store.addNote('00000000-0000-4000-8000-999999999999', { id: '22222222-2222-4222-8222-222222222222', text: 'x' }, SALES)).toEqual({ result: 'missing' });

    const detail = (await store.leadDetail(lead!.id))!;
    expect(detail.notes).toEqual([created.result === 'created' && created.note]);
    // A note written offline does not make a status change made meanwhile (at version 1) conflict.
    expect(detail.version).toBe(1);
    expect((await store.updateLead(lead!.id, { status: 'qualified', version: 1 }, ADMIN)).result).toBe('updated');
    expect(detail.history).toEqual([{ at: expect.any(String), actor: SALES, action: 'note', from: null, to: null }]);
    const audit = JSON.stringify(await store.auditLog({ limit: 50 }));
    expect(audit).not.toContain('Called');
  });
});

describe('erasure', () => {
  /** Every row in every table that names the lead, its notes or its history. */
  const traces = (store: LeadStore, id: string) => ({
    leads: store.db.prepare('SELECT count(*) AS n FROM leads WHERE id = ?').get(id),
    notes: store.db.prepare('SELECT count(*) AS n FROM lead_notes WHERE lead_id = ?').get(id),
    history: store.db.prepare('SELECT count(*) AS n FROM lead_history WHERE lead_id = ?').get(id),
    outbox: store.db.prepare('SELECT count(*) AS n FROM webhook_outbox WHERE lead_id = ?').get(id),
  });
  const none = { leads: { n: 0 }, notes: { n: 0 }, history: { n: 0 }, outbox: { n: 0 } };
  const searchRows = (store: LeadStore) => (store.db.prepare('SELECT count(*) AS n FROM lead_search').get() as { n: number }).n;
  /** The audit log as stored, to check it holds no lead content. */
  const auditText = (store: LeadStore) => JSON.stringify(store.db.prepare('SELECT * FROM audit_log').all());

  it('deletes a lead with its notes, history, search text and webhook row, and logs only its id', async () => {
    const store = openStore({ forward: true });
    const [lead, kept] = seed(store, [contact({ name: 'Secret Name', message: 'Secret message' }), contact()]);
    await store.addNote(lead!.id, { id: '11111111-1111-4111-8111-111111111111', text: 'Secret note' }, SALES);
    await setStatus(store, lead!.id, 'contacted');
    expect(traces(store, lead!.id)).toEqual({ leads: { n: 1 }, notes: { n: 1 }, history: { n: 2 }, outbox: { n: 1 } });

    const indexed = (term: string) => {
      store.db.exec('CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_terms USING fts5vocab(main, lead_search, row)');
      return (store.db.prepare('SELECT count(*) AS n FROM temp.search_terms WHERE term = ?').get(term) as { n: number }).n;
    };
    expect(indexed('ecr')).toBe(1);
    expect(await store.deleteLead(lead!.id, ADMIN)).toBe(true);
    expect(traces(store, lead!.id)).toEqual(none);
    // Nor does the search index know its words any more.
    expect(indexed('ecr')).toBe(0);
    expect(searchRows(store)).toBe(1);
    expect((await store.listLeads({ limit: 50, q: 'secret' })).leads).toEqual([]);
    expect(await store.leadDetail(kept!.id)).not.toBeNull();
    expect(await store.deleteLead(lead!.id, ADMIN)).toBe(false);
    const last = (await store.auditLog({ limit: 1 })).entries[0];
    expect(last).toMatchObject({ actor: ADMIN, action: 'delete', leadId: lead!.id, detail: null });
    expect(auditText(store)).not.toMatch(/secret|ada|engines/i);
  });

  it('erases every lead from an address in any letter case and kind, and logs the count only', async () => {
    const store = openStore({ forward: true });
    const [a, b, c, other] = seed(store, [
      contact({ email: 'Ada@Example.com' }),
      { id: newId(), kind: 'newsletter', createdAt: '2026-11-01T10:00:00.000Z', email: 'ada@example.COM' },
      { id: newId(), kind: 'application', createdAt: '2026-11-01T10:00:00.000Z', name: 'Ada', email: 'ADA@EXAMPLE.COM', job: 'Engineer', link: 'https://ada.example' },
      contact({ email: 'grace@example.com' }),
    ]);
    await store.addNote(a!.id, { id: '11111111-1111-4111-8111-111111111111', text: 'Note' }, SALES);
    expect(await store.eraseByEmail('ada@EXAMPLE.com', null)).toBe(3);
    for (const lead of [a, b, c]) expect(traces(store, lead!.id)).toEqual(none);
    expect(ids(await store.exportLeads())).toEqual([other!.id]);
    expect(searchRows(store)).toBe(1);
    expect((await store.auditLog({ limit: 1 })).entries[0]).toMatchObject({ actor: null, action: 'erase', leadId: null, detail: '3' });
    expect(auditText(store)).not.toMatch(/ada@|engineer/i);

    // Addresses with letters beyond ASCII are folded too.
    seed(store, [contact({ email: 'ÅSA@EXAMPLE.COM' })]);
    expect(await store.eraseByEmail('åsa@example.com', ADMIN)).toBe(1);
  });

  it('erases leads received more than the given days ago, with one retention entry, and none when nothing was due', async () => {
    const store = openStore({ forward: true });
    const now = Date.parse('2026-12-01T00:00:00Z');
    const day = 24 * 60 * 60_000;
    // More than one batch of them: erased in several transactions, logged once.
    const old = seed(store, Array.from({ length: 450 }, () => contact()), now - 400 * day);
    const [recent] = seed(store, [contact()], now - 10 * day);
    expect(await store.eraseOlderThan(365, now)).toBe(450);
    for (const lead of old) expect(traces(store, lead.id)).toEqual(none);
    expect(searchRows(store)).toBe(1);
    expect(ids(await store.exportLeads())).toEqual([recent!.id]);
    expect(await store.eraseOlderThan(365, now)).toBe(0);
    for (const days of [0, -1, Number.NaN]) await expect(store.eraseOlderThan(days, now)).rejects.toBeInstanceOf(RangeError);
    expect(ids(await store.exportLeads())).toEqual([recent!.id]);
    const retention = (await store.auditLog({ limit: 50 })).entries.filter((e) => e.action === 'retention');
    expect(retention).toEqual([{ id: expect.any(Number), at: '2026-12-01T00:00:00.000Z', actor: null, action: 'retention', leadId: null, detail: '450' }]);
  });
});

describe('the audit log and the new-lead count', () => {
  it('lists entries newest first in pages, and counts the leads still new', async () => {
    const store = openStore();
    for (let i = 0; i < 7; i++) await store.audit({ actor: ADMIN, action: 'export', detail: String(i) });
    const first = await store.auditLog({ limit: 3 });
    const second = await store.auditLog({ limit: 3, cursor: first.nextCursor! });
    const third = await store.auditLog({ limit: 3, cursor: second.nextCursor! });
    expect([...first.entries, ...second.entries, ...third.entries].map((e) => e.detail)).toEqual(['6', '5', '4', '3', '2', '1', '0']);
    expect(third.nextCursor).toBeNull();
    await expect(store.auditLog({ limit: 3, cursor: 'nope!' })).rejects.toBeInstanceOf(InvalidCursorError);

    const [a] = seed(store, [contact(), contact()]);
    expect(await store.countNew()).toBe(2);
    await setStatus(store, a!.id, 'contacted');
    expect(await store.countNew()).toBe(1);
    expect(LEAD_STATUSES).toContain('new');
  });
});

describe('the per-status counts kept by triggers', () => {
  /** What a fresh count of the leads table says, per kind and status (zero rows left out). */
  const fresh = (store: LeadStore) => store.db.prepare('SELECT kind, status, count(*) AS n FROM leads GROUP BY kind, status ORDER BY kind, status').all();
  const kept = (store: LeadStore) => store.db.prepare('SELECT kind, status, n FROM lead_counts WHERE n <> 0 ORDER BY kind, status').all();
  /** The tabs' numbers listLeads gives for all kinds and for each, against a count of the table. */
  async function expectExact(store: LeadStore) {
    expect(kept(store)).toEqual(fresh(store));
    for (const kind of [undefined, 'contact', 'newsletter', 'application'] as const) {
      const rows = store.db.prepare(`SELECT status, count(*) AS n FROM leads ${kind ? 'WHERE kind = ?' : ''} GROUP BY status`).all(...(kind ? [kind] : [])) as { status: LeadStatus; n: number }[];
      const expected = Object.fromEntries(LEAD_STATUSES.map((status) => [status, rows.find((r) => r.status === status)?.n ?? 0]));
      expect((await store.listLeads({ limit: 1, ...(kind ? { kind } : {}) })).counts).toEqual(expected);
    }
  }

  it('equal a fresh count after leads arrive, change status, are deleted, erased by address and by retention', async () => {
    const store = openStore();
    const now = Date.parse('2026-12-01T00:00:00Z');
    const day = 24 * 60 * 60_000;
    const newsletter = (email: string): Lead => ({ id: newId(), kind: 'newsletter', createdAt: '2026-11-01T10:00:00.000Z', email });
    const application = (email: string): Lead => ({ id: newId(), kind: 'application', createdAt: '2026-11-01T10:00:00.000Z', name: 'Ada', email, job: 'Engineer', link: 'https://ada.example' });
    const old = seed(store, [contact(), contact(), newsletter('old@example.com'), application('old2@example.com')], now - 400 * day);
    const recent = seed(store, [contact(), contact({ email: 'Grace@Example.com' }), newsletter('grace@example.com'), application('GRACE@example.com'), contact(), newsletter('ada@example.com')], now - 10 * day);
    // A newsletter address stored again is not a new lead, nor is a resend under a stored id.
    expect(store.save(newsletter('ADA@example.com'))).toBe('exists');
    expect(store.save(recent[0]!)).toBe('exists');
    await expectExact(store);
    expect((await store.listLeads({ limit: 1 })).counts.new).toBe(10);

    await setStatus(store, old[0]!.id, 'contacted');
    await setStatus(store, recent[0]!.id, 'won');
    await setStatus(store, recent[3]!.id, 'spam');
    await setStatus(store, recent[0]!.id, 'lost');
    // An assignee alone changes no count; a stale version changes nothing.
    expect((await store.updateLead(recent[4]!.id, { assignee: SALES, version: 1 }, ADMIN)).result).toBe('updated');
    expect((await store.updateLead(recent[0]!.id, { status: 'won', version: 1 }, ADMIN)).result).toBe('conflict');
    await expectExact(store);
    expect((await store.listLeads({ limit: 1, kind: 'contact' })).counts).toMatchObject({ new: 3, contacted: 1, lost: 1, won: 0 });

    expect(await store.deleteLead(recent[4]!.id, ADMIN)).toBe(true);
    await expectExact(store);
    expect(await store.eraseByEmail('grace@EXAMPLE.com', ADMIN)).toBe(3);
    await expectExact(store);
    expect((await store.listLeads({ limit: 1, kind: 'application' })).counts).toMatchObject({ new: 1, spam: 0 });
    expect(await store.eraseOlderThan(365, now)).toBe(4);
    await expectExact(store);
    expect((await store.listLeads({ limit: 1 })).counts).toEqual({ new: 1, contacted: 0, qualified: 0, won: 0, lost: 1, spam: 0 });
  });
});
