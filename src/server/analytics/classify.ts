/**
 * What the server derives from a request and forgets: whether the user agent says it is a bot, the
 * device class, and where a visit came from. Only the derived class is stored, never the header.
 */

// User agents that say they are automated: crawlers, monitors, link previews, HTTP libraries,
// headless and audit browsers (Lighthouse, HeadlessChrome, as our own CI runs them).
const BOT = /bot\b|bot\/|crawl|spider|slurp|scrape|headless|lighthouse|pagespeed|pingdom|uptime|monitor|preview|facebookexternalhit|embedly|curl\/|wget\/|python|java\/|go-http|okhttp|node-fetch|undici|axios|phantomjs|puppeteer|playwright|selenium|httpclient|feedfetcher/i;

/** True for a missing, too short or self-declared automated user agent. */
export function isBot(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.length < 10) return true;
  return BOT.test(userAgent);
}

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Device class from the user agent: phones say "Mobi" (iPhone, Android phones), tablets say iPad, Tablet or Android without Mobile. */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobi)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Windows Phone/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/**
 * The visit's source: its utm_source if the link had one, else the referring site's host (no
 * path or query: those can name a person), never this site itself; null for a direct visit.
 */
export function visitSource(referrer: string | undefined, utmSource: string | undefined, ownHost: string): string | null {
  const utm = utmSource?.trim().toLowerCase();
  if (utm) return utm;
  const host = referrer?.trim().toLowerCase().replace(/^www\./, '').replace(/\.$/, '');
  if (!host || host === ownHost.toLowerCase().replace(/^www\./, '').replace(/:\d+$/, '')) return null;
  return host;
}

/** The language's primary subtag ("en" for "en-GB"), or null: a region narrows a visitor down for little gain. */
export function primaryLanguage(tag: string | undefined): string | null {
  const primary = tag?.split('-')[0]?.toLowerCase();
  return primary && /^[a-z]{2,3}$/.test(primary) ? primary : null;
}
