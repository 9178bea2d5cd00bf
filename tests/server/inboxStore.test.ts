// @vitest-environment node
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { LEAD_STATUSES, type InboxLead, type LeadStatus } from '../../src/leads/inboxApi';
import type { Lead } from '../../src/leads/validation';
import { InvalidCursorError } from '../../src/server/inboxStore';
import type { LeadStorage } from '../../src/server/leadStorage';
import type { StoreOptions } from '../../src/server/store';
import { ENGINES, openEngineStore, tables, type EngineName } from './support/engines';

/** The store's contract, the same on both engines: SQLite always, PostgreSQL on the test run's own server. */
describe.each(ENGINES)('on %s', (engine: EngineName) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  const ADMIN = 'admin@example.com';
  const SALES = 'sales@example.com';

  /** A store with two accounts (rows written straight in: no scrypt run is needed here). */
  async function openStore(options: StoreOptions = {}) {
    const { store, cleanup } = await openEngineStore(engine, options);
    cleanups.push(cleanup);
    await tables(store).insertInto('accounts').values([ADMIN, SALES].map((email, i) => ({ email, role: i === 0 ? 'admin' : 'sales', password_hash: 'scrypt$17$8$1$x$y', created_at: '2026-12-01' }))).execute();
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
  async function seed(store: LeadStorage, leads: Lead[], from = Date.parse('2026-11-01T10:00:00Z')) {
    for (const [i, lead] of leads.entries()) expect(await store.save(lead, new Date(from + i * 60_000).toISOString())).toBe('created');
    return leads;
  }
  async function setStatus(store: LeadStorage, id: string, status: LeadStatus) {
    const lead = (await store.leadDetail(id))!;
    const result = await store.updateLead(id, { status, version: lead.version }, ADMIN);
    expect(result.result).toBe('updated');
  }
  const ids = (leads: InboxLead[]) => leads.map((l) => l.id);
  const count = async (query: Promise<{ n: number | bigint | string }>) => Number((await query).n);

  describe('listing the inbox', () => {
    it('shows the newest first, every status but spam by default, and counts each status for the same kind and search', async () => {
      const store = await openStore();
      const [a, b, c, d, e] = await seed(store, [contact(), contact({ kind: 'proposal', service: 'Cold Calling' }), contact(), { id: newId(), kind: 'newsletter', createdAt: '2026-11-01T10:00:00.000Z', email: 'n@example.com' }, contact()]);
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
      const store = await openStore();
      const same = '2026-11-05T10:00:00.000Z';
      const leads = Array.from({ length: 23 }, () => contact());
      for (const lead of leads) await store.save(lead, same);
      await seed(store, [contact(), contact()]);
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
      const store = await openStore();
      for (const cursor of ['garbage!', Buffer.from('{"a":1}').toString('base64url'), Buffer.from('[1,2]').toString('base64url'), 'x'.repeat(500)]) {
        await expect(store.listLeads({ limit: 5, cursor }), cursor).rejects.toBeInstanceOf(InvalidCursorError);
      }
    });

    it('searches name, email, company and message for the text as typed, in any letter case', async () => {
      const store = await openStore();
      const [byName, byEmail, byCompany, byMessage, percent, underscore, greek] = await seed(store, [
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
      const store = await openStore();
      const start = Date.parse('2026-10-01T00:00:00Z');
      const expected: string[] = [];
      const leads = Array.from({ length: 2600 }, (_, i) => contact({ message: i % 5 === 0 ? 'Nothing to see.' : `Our Pipeline needs work (${i}).` }));
      // Fifty at a time: the Postgres pool takes them in parallel.
      for (let i = 0; i < leads.length; i += 50) await Promise.all(leads.slice(i, i + 50).map((lead, j) => store.save(lead, new Date(start + (i + j) * 1000).toISOString())));
      leads.forEach((lead, i) => i % 5 !== 0 && expected.unshift(lead.id));
      // Every third match marked spam: hidden by default, listed alone when asked for.
      const spam = new Set(expected.filter((_, i) => i % 3 === 0));
      await tables(store).updateTable('leads').set({ status: 'spam' }).where('id', 'in', [...spam]).execute();
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
      // Without a search, the kept counts: exact while Postgres folds its +1/-1 rows in the background.
      for (let i = 0; i < 3; i++) expect((await store.listLeads({ limit: 1 })).counts).toEqual({ new: 2600 - spam.size, contacted: 0, qualified: 0, won: 0, lost: 0, spam: spam.size });
    });
  });

  describe('triage', () => {
    it('changes status and assignee for the version the client saw, and answers a stale version with the current lead', async () => {
      const store = await openStore();
      const [lead] = await seed(store, [contact()]);
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
      const store = await openStore();
      const [lead, other] = await seed(store, [contact(), contact()]);
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
    const traces = async (store: LeadStorage, id: string) => {
      const db = tables(store);
      const n = (table: 'lead_notes' | 'lead_history' | 'webhook_outbox') => count(db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('lead_id', '=', id).executeTakeFirstOrThrow());
      return {
        leads: await count(db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('n')).where('id', '=', id).executeTakeFirstOrThrow()),
        notes: await n('lead_notes'),
        history: await n('lead_history'),
        outbox: await n('webhook_outbox'),
      };
    };
    const none = { leads: 0, notes: 0, history: 0, outbox: 0 };
    /** Rows of search text: SQLite's index is a table of its own; Postgres keeps the text in the lead's row. */
    const searchRows = (store: LeadStorage) =>
      engine === 'sqlite' ? count(sql<{ n: number }>`SELECT count(*) AS n FROM lead_search`.execute(tables(store)).then((r) => r.rows[0]!)) : count(tables(store).selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow());
    /** The audit log as stored, to check it holds no lead content. */
    const auditText = async (store: LeadStorage) => JSON.stringify(await tables(store).selectFrom('audit_log').selectAll().execute());

    it('deletes a lead with its notes, history, search text and webhook row, and logs only its id', async () => {
      const store = await openStore({ forward: true });
      const [lead, kept] = await seed(store, [contact({ name: 'Secret Name', message: 'Secret message' }), contact()]);
      await store.addNote(lead!.id, { id: '11111111-1111-4111-8111-111111111111', text: 'Secret note' }, SALES);
      await setStatus(store, lead!.id, 'contacted');
      expect(await traces(store, lead!.id)).toEqual({ leads: 1, notes: 1, history: 2, outbox: 1 });

      // SQLite's trigram index is a table of its own: an erased lead's words must leave it too.
      const indexed = async (term: string) => {
        if (engine !== 'sqlite') return 0;
        await sql`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_terms USING fts5vocab(main, lead_search, row)`.execute(tables(store));
        return count(sql<{ n: number }>`SELECT count(*) AS n FROM temp.search_terms WHERE term = ${term}`.execute(tables(store)).then((r) => r.rows[0]!));
      };
      expect(await indexed('ecr')).toBe(engine === 'sqlite' ? 1 : 0);
      expect(await store.deleteLead(lead!.id, ADMIN)).toBe(true);
      expect(await traces(store, lead!.id)).toEqual(none);
      // Nor does the search index know its words any more.
      expect(await indexed('ecr')).toBe(0);
      expect(await searchRows(store)).toBe(1);
      expect((await store.listLeads({ limit: 50, q: 'secret' })).leads).toEqual([]);
      expect(await store.leadDetail(kept!.id)).not.toBeNull();
      expect(await store.deleteLead(lead!.id, ADMIN)).toBe(false);
      const last = (await store.auditLog({ limit: 1 })).entries[0];
      expect(last).toMatchObject({ actor: ADMIN, action: 'delete', leadId: lead!.id, detail: null });
      expect(await auditText(store)).not.toMatch(/secret|ada|engines/i);
    });

    it('erases every lead from an address in any letter case and kind, and logs the count only', async () => {
      const store = await openStore({ forward: true });
      const [a, b, c, other] = await seed(store, [
        contact({ email: 'Ada@Example.com' }),
        { id: newId(), kind: 'newsletter', createdAt: '2026-11-01T10:00:00.000Z', email: 'ada@example.COM' },
        { id: newId(), kind: 'application', createdAt: '2026-11-01T10:00:00.000Z', name: 'Ada', email: 'ADA@EXAMPLE.COM', job: 'Engineer', link: 'https://ada.example' },
        contact({ email: 'grace@example.com' }),
      ]);
      await store.addNote(a!.id, { id: '11111111-1111-4111-8111-111111111111', text: 'Note' }, SALES);
      expect(await store.eraseByEmail('ada@EXAMPLE.com', null)).toBe(3);
      for (const lead of [a, b, c]) expect(await traces(store, lead!.id)).toEqual(none);
      expect(ids(await store.exportLeads())).toEqual([other!.id]);
      expect(await searchRows(store)).toBe(1);
      expect((await store.auditLog({ limit: 1 })).entries[0]).toMatchObject({ actor: null, action: 'erase', leadId: null, detail: '3' });
      expect(await auditText(store)).not.toMatch(/ada@|engineer/i);

      // Addresses with letters beyond ASCII are folded too.
      await seed(store, [contact({ email: 'ÅSA@EXAMPLE.COM' })]);
      expect(await store.eraseByEmail('åsa@example.com', ADMIN)).toBe(1);
    });

    it('erases leads received more than the given days ago, with one retention entry, and none when nothing was due', async () => {
      const store = await openStore({ forward: true });
      const now = Date.parse('2026-12-01T00:00:00Z');
      const day = 24 * 60 * 60_000;
      // More than one batch of them: erased in several transactions, logged once.
      const old = await seed(store, Array.from({ length: 450 }, () => contact()), now - 400 * day);
      const [recent] = await seed(store, [contact()], now - 10 * day);
      expect(await store.eraseOlderThan(365, now)).toBe(450);
      for (const lead of old) expect(await traces(store, lead.id)).toEqual(none);
      expect(await searchRows(store)).toBe(1);
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
      const store = await openStore();
      for (let i = 0; i < 7; i++) await store.audit({ actor: ADMIN, action: 'export', detail: String(i) });
      const first = await store.auditLog({ limit: 3 });
      const second = await store.auditLog({ limit: 3, cursor: first.nextCursor! });
      const third = await store.auditLog({ limit: 3, cursor: second.nextCursor! });
      expect([...first.entries, ...second.entries, ...third.entries].map((e) => e.detail)).toEqual(['6', '5', '4', '3', '2', '1', '0']);
      expect(third.nextCursor).toBeNull();
      await expect(store.auditLog({ limit: 3, cursor: 'nope!' })).rejects.toBeInstanceOf(InvalidCursorError);

      const [a] = await seed(store, [contact(), contact()]);
      expect(await store.countNew()).toBe(2);
      await setStatus(store, a!.id, 'contacted');
      expect(await store.countNew()).toBe(1);
      expect(LEAD_STATUSES).toContain('new');
    });
  });

  describe('the per-status counts (kept by triggers in SQLite)', () => {
    /** What a fresh count of the leads table says, per kind and status (zero rows left out). */
    const fresh = async (store: LeadStorage) =>
      (await tables(store).selectFrom('leads').select((eb) => ['kind', 'status', eb.fn.countAll<number>().as('n')]).groupBy(['kind', 'status']).orderBy('kind').orderBy('status').execute()).map((r) => ({ ...r, n: Number(r.n) }));
    const kept = (store: LeadStorage) => sql`SELECT kind, status, n FROM lead_counts WHERE n <> 0 ORDER BY kind, status`.execute(tables(store)).then((r) => r.rows);
    /** The tabs' numbers listLeads gives for all kinds and for each, against a count of the table. */
    async function expectExact(store: LeadStorage) {
      if (engine === 'sqlite') expect(await kept(store)).toEqual(await fresh(store));
      for (const kind of [undefined, 'contact', 'newsletter', 'application'] as const) {
        const rows = (await fresh(store)).filter((r) => !kind || r.kind === kind);
        const expected = Object.fromEntries(LEAD_STATUSES.map((status) => [status, rows.filter((r) => r.status === status).reduce((sum, r) => sum + r.n, 0)]));
        expect((await store.listLeads({ limit: 1, ...(kind ? { kind } : {}) })).counts).toEqual(expected);
      }
    }

    it('equal a fresh count after leads arrive, change status, are deleted, erased by address and by retention', async () => {
      const store = await openStore();
      const now = Date.parse('2026-12-01T00:00:00Z');
      const day = 24 * 60 * 60_000;
      const newsletter = (email: string): Lead => ({ id: newId(), kind: 'newsletter', createdAt: '2026-11-01T10:00:00.000Z', email });
      const application = (email: string): Lead => ({ id: newId(), kind: 'application', createdAt: '2026-11-01T10:00:00.000Z', name: 'Ada', email, job: 'Engineer', link: 'https://ada.example' });
      const old = await seed(store, [contact(), contact(), newsletter('old@example.com'), application('old2@example.com')], now - 400 * day);
      const recent = await seed(store, [contact(), contact({ email: 'Grace@Example.com' }), newsletter('grace@example.com'), application('GRACE@example.com'), contact(), newsletter('ada@example.com')], now - 10 * day);
      // A newsletter address stored again is not a new lead, nor is a resend under a stored id.
      expect(await store.save(newsletter('ADA@example.com'))).toBe('exists');
      expect(await store.save(recent[0]!)).toBe('exists');
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
});
