// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { Delivery, type DeliveryOptions } from '../../src/leads/delivery';
import { backoffMs, memoryStore, newRecord, type OutboxStore } from '../../src/leads/outbox';

const fields = { name: 'Ada', email: 'ada@example.com', company: 'Engines', message: 'Hi' };
const json = (status: number, body: unknown = {}) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A Delivery over an in-memory outbox, a scripted server and a hand-driven clock and timer. */
function setup(answers: (() => Response | Promise<Response>)[], store: OutboxStore | null = memoryStore(), onDelivered?: DeliveryOptions['onDelivered']) {
  let now = 1_000_000;
  const timers: { fn: () => void; at: number }[] = [];
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  }) as unknown as typeof globalThis.fetch;
  const delivery = new Delivery({
    store,
    endpoint: '/api/leads',
    fetch,
    now: () => now,
    setTimer: (fn, ms) => timers.push({ fn, at: now + ms }),
    clearTimer: () => void timers.splice(0),
    onDelivered,
  });
  return { delivery, store, fetch, bodies, timers, advance: (ms: number) => (now += ms), answers };
}

const offline = () => {
  throw new TypeError('Failed to fetch');
};

describe('Delivery', () => {
  it('saves the lead on the device before sending it, and removes that copy once the server has it (201)', async () => {
    const store = memoryStore();
    const put = vi.spyOn(store, 'put');
    const { delivery, bodies } = setup([() => json(201)], store);
    const result = await delivery.submit('contact', fields);
    expect(result.state).toBe('sent');
    expect(put.mock.calls[0]![0]).toMatchObject({ state: 'queued', kind: 'contact', fields });
    expect(bodies[0]).toMatchObject({ id: result.state !== 'failed' && result.record.id, kind: 'contact', createdAt: expect.any(String), ...fields });
    expect(result).toMatchObject({ state: 'sent', record: { state: 'sent', sentAt: expect.any(String) } });
    expect(await store.all()).toEqual([]);
  });

  it('keeps a lead queued when the network is down, then sends it with the same id on `online`', async () => {
    const { delivery, store, bodies, answers } = setup([offline]);
    const result = await delivery.submit('newsletter', { email: 'a@b.co' });
    expect(result.state).toBe('queued');
    expect((await store!.all())[0]).toMatchObject({ state: 'queued', attempts: 1, lastError: 'No connection to the server.' });
    answers.push(() => json(200));
    await delivery.flush(true);
    expect(await store!.all()).toEqual([]);
    expect(bodies).toHaveLength(2);
    expect((bodies[1] as { id: string }).id).toBe((bodies[0] as { id: string }).id);
  });

  it('reports leads a later flush delivered (the form said “saved”), not a lead its own submit sent', async () => {
    const onDelivered = vi.fn();
    const { delivery, answers } = setup([offline, offline], memoryStore(), onDelivered);
    const first = await delivery.submit('newsletter', { email: 'a@b.co' });
    const second = await delivery.submit('newsletter', { email: 'c@d.co' });
    expect([first.state, second.state]).toEqual(['queued', 'queued']);
    // Back online: a new lead goes out on its own submit, while the flush started by `online`
    // shares that first try; only the two saved ones are news, in one report.
    let release!: () => void;
    answers.push(() => new Promise<Response>((resolve) => (release = () => resolve(json(201)))), () => json(201), () => json(201));
    const third = delivery.submit('newsletter', { email: 'e@f.co' });
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    const attempt = vi.spyOn(delivery, 'attempt');
    const flushed = delivery.flush(true);
    // The flush has reached the new lead, whose own try is still on its way.
    await vi.waitFor(() => expect(attempt.mock.calls.map(([r]) => r.fields.email)).toContain('e@f.co'));
    release();
    expect((await third).state).toBe('sent');
    await flushed;
    expect(onDelivered).toHaveBeenCalledTimes(1);
    const ids = (onDelivered.mock.calls[0]![0] as { id: string; state: string }[]).map((r) => [r.id, r.state]);
    expect(ids).toEqual([first.state === 'queued' && [first.record.id, 'sent'], second.state === 'queued' && [second.record.id, 'sent']]);
    await delivery.flush(true);
    expect(onDelivered).toHaveBeenCalledTimes(1);
  });

  it('reports a saved lead the server refuses once it can be sent (the form had said it would go), not a refusal its own submit saw', async () => {
    const onRefused = vi.fn();
    const store = memoryStore();
    const delivery = new Delivery({
      store,
      endpoint: '/api/leads',
      fetch: (async () => json(400, { errors: { job: 'Job is not one we know.' } })) as unknown as typeof fetch,
      setTimer: () => 0,
      clearTimer: () => undefined,
      onRefused,
    });
    const own = await delivery.submit('newsletter', { email: 'a@b.co' });
    expect(own.state).toBe('refused');
    await store.put({ ...newRecord('application', { name: 'Ada', email: 'ada@example.com', message: 'Hi', job: 'gone' }, 0, '00000000-0000-4000-8000-000000000001'), attempts: 1 });
    await delivery.flush(true);
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onRefused.mock.calls[0]![0]).toEqual([expect.objectContaining({ id: '00000000-0000-4000-8000-000000000001', state: 'refused', errors: { job: 'Job is not one we know.' } })]);
  });

  it('keeps 5xx, 503 and 429 answers queued, and marks a 400 refused with the server’s reasons', async () => {
    for (const status of [500, 503, 429]) {
      const { delivery } = setup([() => json(status)]);
      expect((await delivery.submit('newsletter', { email: 'a@b.co' })).state).toBe('queued');
    }
    const { delivery, store } = setup([() => json(400, { errors: { email: 'Enter an email address like name@company.com.' } })]);
    const result = await delivery.submit('newsletter', { email: 'a@b.co' });
    expect(result).toMatchObject({ state: 'refused', errors: { email: 'Enter an email address like name@company.com.' } });
    expect((await store!.all())[0]!.state).toBe('refused');
  });

  it('waits 2 s, 4 s, 8 s... between automatic tries, never more than 5 minutes', async () => {
    expect([1, 2, 3, 4, 8, 9, 20].map(backoffMs)).toEqual([2000, 4000, 8000, 16000, 256000, 300000, 300000]);
    const { delivery, timers, advance, fetch } = setup([offline, offline]);
    await delivery.submit('newsletter', { email: 'a@b.co' });
    expect(timers.at(-1)!.at - 1_000_000).toBe(2000);
    advance(1999);
    await delivery.flush();
    expect(fetch).toHaveBeenCalledTimes(1); // not due yet
    advance(1);
    await delivery.flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(timers.at(-1)!.at - 1_002_000).toBe(4000);
  });

  it('when the server says to wait (429 with Retry-After), stops sending the rest and tries again only once that time has passed', async () => {
    // Leads captured offline at an event, sent in one go once back online.
    const { delivery, store, timers, advance, fetch, answers } = setup([offline, offline, offline]);
    for (const email of ['a@b.co', 'c@d.co', 'e@f.co']) await delivery.submit('newsletter', { email });
    answers.push(() => new Response('{}', { status: 429, headers: { 'Retry-After': '40' } }));
    await delivery.flush(true);
    // One refusal says it for all of them: the other two were not sent into the same answer.
    expect(fetch).toHaveBeenCalledTimes(4);
    expect((await store!.all()).filter((r) => r.attempts === 1)).toHaveLength(2);
    expect(timers.at(-1)!.at - 1_000_000).toBe(40_000);
    // Coming back online again within that time sends nothing either.
    advance(39_999);
    await delivery.flush(true);
    expect(fetch).toHaveBeenCalledTimes(4);
    advance(1);
    answers.push(() => json(201), () => json(201), () => json(201));
    await delivery.flush();
    expect(fetch).toHaveBeenCalledTimes(7);
    expect(await store!.all()).toEqual([]);
  });

  it('sends a lead once even when a flush and a retry overlap', async () => {
    let release!: (r: Response) => void;
    const { delivery, store, fetch } = setup([offline, () => new Promise<Response>((r) => (release = r))]);
    const result = await delivery.submit('newsletter', { email: 'a@b.co' });
    const id = result.state === 'queued' ? result.record.id : '';
    const a = delivery.flush(true);
    const b = delivery.retry(id);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    release(json(201));
    await Promise.all([a, b]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await store!.get(id)).toBeUndefined();
  });

  it('Discard waits for a send already on its way, and a discarded lead is never sent afterwards', async () => {
    let release!: (r: Response) => void;
    const { delivery, store, fetch, answers } = setup([offline, () => new Promise<Response>((r) => (release = r))]);
    const first = await delivery.submit('newsletter', { email: 'a@b.co' });
    const id = first.state === 'queued' ? first.record.id : '';
    // The server takes the lead while Discard is pressed: Discard has nothing left to do.
    const flushing = delivery.flush(true);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const discarding = delivery.discard(id);
    release(json(201));
    expect(await discarding).toBe('sent');
    await flushing;
    expect(await store!.get(id)).toBeUndefined();
    // A flush that listed a lead before it was discarded does not send it.
    answers.push(offline);
    const second = await delivery.submit('newsletter', { email: 'b@b.co' });
    const secondId = second.state === 'queued' ? second.record.id : '';
    const listed = (await store!.get(secondId))!;
    expect(await delivery.discard(secondId)).toBe('discarded');
    const calls = vi.mocked(fetch).mock.calls.length;
    expect((await delivery.attempt(listed)).state).toBe('queued');
    expect(fetch).toHaveBeenCalledTimes(calls);
    expect(await store!.get(secondId)).toBeUndefined();
  });

  it('discards queued and refused leads; a sent one has already left the device', async () => {
    const { delivery, store, answers } = setup([offline]);
    const queued = await delivery.submit('newsletter', { email: 'a@b.co' });
    answers.push(() => json(400, { errors: { email: 'Enter an email address like name@company.com.' } }));
    const refused = await delivery.submit('newsletter', { email: 'b@b.co' });
    answers.push(() => json(201));
    const sent = await delivery.submit('newsletter', { email: 'c@b.co' });
    expect((await delivery.records()).map((r) => r.state).sort()).toEqual(['queued', 'refused']);
    expect(await delivery.discard(sent.state === 'sent' ? sent.record.id : '')).toBe('gone');
    expect(await delivery.discard(refused.state === 'refused' ? refused.record.id : '')).toBe('discarded');
    expect(await delivery.discard(queued.state === 'queued' ? queued.record.id : '')).toBe('discarded');
    expect(await store!.all()).toEqual([]);
  });

  it('Discard removes the other copies (the service worker\'s replay queue) before the lead leaves the outbox and the screen', async () => {
    const { delivery, store } = setup([offline]);
    const queued = await delivery.submit('newsletter', { email: 'a@b.co' });
    const id = queued.state === 'queued' ? queued.record.id : '';
    const seen: string[] = [];
    // While the copies are removed the lead is still in the outbox: a reconnect now finds one of them.
    const forgetCopies = vi.fn(async () => void seen.push((await store!.get(id)) ? 'copies removed, lead still here' : 'lead gone first'));
    expect(await delivery.discard(id, forgetCopies)).toBe('discarded');
    expect(seen[0]).toBe('copies removed, lead still here');
    expect(await store!.get(id)).toBeUndefined();
  });

  it('sends nothing of a lead being discarded: a flush while its copies are removed leaves it unsent', async () => {
    const { delivery, store, bodies } = setup([offline, () => new Response(null, { status: 201 })]);
    const queued = await delivery.submit('newsletter', { email: 'a@b.co' });
    const id = queued.state === 'queued' ? queued.record.id : '';
    expect(bodies).toHaveLength(1);
    // The connection comes back while Discard is removing the service worker's copy.
    const forgetCopies = vi.fn(() => delivery.flush(true));
    expect(await delivery.discard(id, forgetCopies)).toBe('discarded');
    expect(forgetCopies).toHaveBeenCalledOnce();
    expect(bodies).toHaveLength(1);
    expect(await store!.get(id)).toBeUndefined();
  });

  it('removes the sent copies an earlier version kept on the device', async () => {
    const { delivery, store } = setup([]);
    const old = { ...newRecord('newsletter', { email: 'a@b.co' }, 1_000_000), state: 'sent' as const, sentAt: '2026-11-01T00:00:00.000Z' };
    const waiting = newRecord('newsletter', { email: 'b@b.co' }, 1_000_000);
    await store!.put(old);
    await store!.put(waiting);
    expect((await delivery.records()).map((r) => r.id)).toEqual([waiting.id]);
    expect((await store!.all()).map((r) => r.id)).toEqual([waiting.id]);
  });

  it('without on-device storage it still sends, and says so honestly when it cannot', async () => {
    expect((await setup([() => json(201)], null).delivery.submit('newsletter', { email: 'a@b.co' })).state).toBe('sent');
    expect((await setup([offline], null).delivery.submit('newsletter', { email: 'a@b.co' })).state).toBe('failed');
  });
});

describe('app start', () => {
  it('the client entry reads the same pending flag the outbox writes', async () => {
    const { readFileSync } = await import('node:fs');
    const { PENDING_KEY } = await import('../../src/leads/pending');
    expect(readFileSync('src/app/entry-client.tsx', 'utf8')).toContain(`'${PENDING_KEY}'`);
  });
});
