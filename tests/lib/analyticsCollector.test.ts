import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_MAX_BYTES, EVENTS_MAX_COUNT, type PageEvent } from '../../src/lib/analytics/contract';

// The page's collector as a visitor's browser runs it: what leaves in the beacon when the page is
// hidden. jsdom has no sendBeacon: the browser's function is replaced by one that records the body.
let sent: Blob[] = [];
let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  vi.resetModules();
  sent = [];
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (_url: string, body: Blob) => sent.push(body) > 0 });
  history.replaceState(null, '', '/');
});
afterEach(() => {
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: undefined });
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: null });
  // Test files share the window: no other file's code finds a beacon function jsdom does not have.
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

const hide = () => {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
};
/** A navigation in the app, as wouter makes it (it announces history changes with an event). */
const navigate = (path: string) => {
  history.pushState(null, '', path);
  dispatchEvent(new Event('pushState'));
};
const events = async () => (await Promise.all(sent.map(async (b) => (JSON.parse(await b.text()) as { events: PageEvent[] }).events))).flat();

describe('the page collector', () => {
  it('sends nothing at all when Global Privacy Control is on', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true });
    const { startCollecting, trackingRefused } = await import('../../src/lib/analytics/collector');
    expect(trackingRefused()).toBe(true);
    startCollecting();
    navigate('/about');
    hide();
    expect(sent).toEqual([]);
  });

  it('sends nothing at all when Do Not Track is on', async () => {
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' });
    const { startCollecting } = await import('../../src/lib/analytics/collector');
    startCollecting();
    hide();
    expect(sent).toEqual([]);
  });

  it('cuts a long visit into beacons within the server’s limits', async () => {
    const { batches } = await import('../../src/lib/analytics/collector');
    const many: PageEvent[] = Array.from({ length: 100 }, (_, i) => ({ type: 'view', path: `/${'x'.repeat(150)}${i}` }));
    const cut = batches(many);
    expect(cut.flat()).toEqual(many);
    for (const batch of cut) {
      expect(batch.length).toBeLessThanOrEqual(EVENTS_MAX_COUNT);
      expect(new Blob([JSON.stringify({ events: batch })]).size).toBeLessThanOrEqual(EVENTS_MAX_BYTES);
    }
  });

  it('sends one beacon when the page is hidden: each page seen in the app and the lead, no personal data', async () => {
    const { LEAD_SENT, startCollecting } = await import('../../src/lib/analytics/collector');
    startCollecting();
    navigate('/about');
    navigate('/contact/');
    dispatchEvent(new CustomEvent(LEAD_SENT, { detail: '/contact' }));
    hide();
    expect(sent).toHaveLength(1);
    const got = await events();
    expect(got.filter((e) => e.type === 'view').map((e) => e.path)).toEqual(['/', '/about', '/contact']);
    expect(got.filter((e) => e.type === 'lead')).toEqual([{ type: 'lead', path: '/contact' }]);
    // A hash or query changes no page: no new view, and nothing is sent before the next hide.
    history.pushState(null, '', '/contact?step=2');
    dispatchEvent(new Event('pushState'));
    expect(sent).toHaveLength(1);
  });
});
