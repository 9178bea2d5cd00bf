import { ENGAGED_MAX_MS, EVENTS_MAX_BYTES, EVENTS_MAX_COUNT, type PageEvent, type VitalName } from './contract';

/**
 * The site's own page analytics, loaded once the app has started. One beacon per page visit, sent
 * when the page is hidden or left: its views (client-side navigations count too), the first page's
 * Core Web Vitals and a lead if one was sent. No cookie, no storage, no identifier: the server
 * counts visitors by a daily salted hash it cannot link across days.
 */
export const EVENTS_ENDPOINT = '/api/events';
/** The window event src/leads/client.ts dispatches when a lead form was sent (detail: the page's path). */
export const LEAD_SENT = 'northstar:lead-sent';

/** The visitor asked not to be tracked (Global Privacy Control, or Do Not Track). */
export function trackingRefused(nav: Navigator = navigator, win: Window = window): boolean {
  const gpc = (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  const dnt = nav.doNotTrack === '1' || (win as Window & { doNotTrack?: string }).doNotTrack === '1';
  return gpc || dnt;
}

const isSitePath = (path: string) => !/^\/dashboard(\/|$)/.test(path);
const pathOf = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

interface OpenView {
  path: string;
  event: Extract<PageEvent, { type: 'view' }>;
  engagedMs: number;
  visibleSince: number | null;
}

/** The events of a beacon, cut so each stays under the server's limits. */
export function batches(events: readonly PageEvent[]): PageEvent[][] {
  const out: PageEvent[][] = [];
  let current: PageEvent[] = [];
  let bytes = 20;
  for (const event of events) {
    const size = JSON.stringify(event).length + 1;
    if (current.length > 0 && (current.length >= EVENTS_MAX_COUNT || bytes + size > EVENTS_MAX_BYTES)) {
      out.push(current);
      current = [];
      bytes = 20;
    }
    current.push(event);
    bytes += size;
  }
  if (current.length > 0) out.push(current);
  return out;
}

let started = false;
let queue: PageEvent[] = [];
let view: OpenView | null = null;

function send(): void {
  if (queue.length === 0) return;
  // Offline: kept in memory and sent when the connection is back, if this page is still open then
  // (no storage: a visit made offline and closed offline is not counted).
  if (!navigator.onLine) return;
  // Checked again at each send: a page's navigator can lose it after the start (a test window
  // shared between files does), and a throw here would end the page's hide handler.
  if (typeof navigator.sendBeacon !== 'function') return;
  const rest: PageEvent[] = [];
  for (const batch of batches(queue)) {
    const body = new Blob([JSON.stringify({ events: batch })], { type: 'application/json' });
    if (!navigator.sendBeacon(EVENTS_ENDPOINT, body)) rest.push(...batch);
  }
  queue = rest;
}

/** Ends the open view: its engaged (visible) time so far goes with it. */
function endView(now = performance.now()): void {
  if (!view) return;
  if (view.visibleSince !== null) view.engagedMs += now - view.visibleSince;
  view.event.engagedMs = Math.min(ENGAGED_MAX_MS, Math.round(view.engagedMs));
  queue.push(view.event);
  view = null;
}

/** `since`: when the view became visible (ms since the document's start; the landing page's is 0). */
function beginView(path: string, first: boolean, since = performance.now()): void {
  const event: OpenView['event'] = { type: 'view', path };
  const utm = new URLSearchParams(location.search).get('utm_source')?.trim().slice(0, 60);
  if (utm && /^[A-Za-z0-9 ._~+-]+$/.test(utm)) event.utmSource = utm;
  if (first && document.referrer) {
    // The referring site's host only: a path or query can name a person.
    const host = new URL(document.referrer, location.href).host;
    if (host && host !== location.host) event.referrer = host.slice(0, 100);
  }
  if (navigator.language) event.language = navigator.language.slice(0, 35);
  view = { path, event, engagedMs: 0, visibleSince: document.visibilityState === 'visible' ? since : null };
}

function onLocation(): void {
  const path = pathOf(location.pathname);
  if (view?.path === path) return;
  endView();
  if (isSitePath(path)) beginView(path, false);
}

/** Hidden or left: the visit's beacon goes now (a page may never be shown again). */
function onHidden(): void {
  endView();
  send();
}

let listening = false;
function listenForHide(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    // Back on a page whose view was sent: not a new view (a navigation starts the next one).
    if (document.visibilityState === 'hidden') onHidden();
    else if (view && view.visibleSince === null) view.visibleSince = performance.now();
  });
  addEventListener('pagehide', onHidden);
  // Says the visit's beacon is armed (end-to-end tests wait for it before leaving a page).
  document.documentElement.dataset.analytics = 'on';
}

/** Starts collecting on this page; does nothing when the visitor opted out or it already runs. */
export function startCollecting(): void {
  // Without sendBeacon (old browsers, jsdom) a visit could not be sent as the page goes: nothing to collect.
  if (started || trackingRefused() || typeof navigator.sendBeacon !== 'function') return;
  started = true;
  // This code loads a few seconds after the page (or at the first input): a page the visitor left
  // in the app before then is counted from the document's own URL, without its time.
  const landing = pathOf(new URL((performance.getEntriesByType('navigation')[0] as PerformanceEntry | undefined)?.name ?? location.href).pathname);
  const current = pathOf(location.pathname);
  if (isSitePath(landing)) {
    beginView(landing, true, 0);
    if (landing !== current) endView();
  }
  if (landing !== current && isSitePath(current)) beginView(current, false);
  for (const type of ['popstate', 'pushState', 'replaceState']) addEventListener(type, onLocation);
  addEventListener('online', send);
  // src/leads/client.ts announces a lead sent from this page (its path only).
  addEventListener(LEAD_SENT, (event) => queue.push({ type: 'lead', path: pathOf(String((event as CustomEvent<string>).detail)) }));
  // Vitals are the landing document's (a navigation in the app has none of its own).
  if (!isSitePath(landing)) return listenForHide();
  // web-vitals reports LCP, CLS and INP from its own visibilitychange listener: ours is added after
  // its listeners so those values are in the beacon. Until then a hide still sends the views.
  const early = () => document.visibilityState === 'hidden' && !listening && onHidden();
  document.addEventListener('visibilitychange', early);
  void import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const report = ({ name, value }: { name: string; value: number }) => queue.push({ type: 'vital', path: landing, name: name as VitalName, value: Math.max(0, Math.round(value * 1000) / 1000) });
      for (const watch of [onCLS, onFCP, onINP, onLCP, onTTFB]) watch(report);
    })
    .catch(() => undefined)
    .finally(() => {
      document.removeEventListener('visibilitychange', early);
      listenForHide();
    });
}
