/**
 * The one Content-Security-Policy builder. The prerender step puts it into each page's <meta>,
 * the first element after the charset and viewport, so it governs every script and style of the
 * page; the header adds only what a <meta> cannot say (src/server/headers.mjs: STATIC_CSP).
 * Framework-free so both Node scripts and the server can import it.
 */
export interface CspOptions {
  /** 'sha256-…' sources for inline <style> blocks of one page (its stylesheets). */
  styleHashes?: readonly string[];
  /** 'sha256-…' sources for inline <script> blocks of one page (its head script). */
  scriptHashes?: readonly string[];
  /** Extra origins the page may connect to (e.g. the lead API's origin); 'self' is always allowed. */
  connectSrc?: readonly string[];
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const { styleHashes = [], scriptHashes = [], connectSrc = [] } = options;
  const directives = [
    "default-src 'self'",
    // Scripts from this origin, and inline ones only by their hashes (a marketing page's head script).
    `script-src ${["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' ')}`,
    // Inline <style> blocks only by their hashes (the page's stylesheets, the toasts'): never
    // 'unsafe-inline', so style="" attributes are blocked too and prerendered markup has none.
    `style-src ${["'self'", ...styleHashes.map((h) => `'${h}'`)].join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSrc].join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  return directives.join('; ');
}

/**
 * connect-src entries for the lead API: none when it is on this origin (a path such as the
 * default '/api/leads'), else exactly the endpoint's origin (VITE_LEAD_ENDPOINT on another host).
 */
export function leadApiSources(endpoint: string | undefined): string[] {
  if (!endpoint || !/^https?:\/\//i.test(endpoint)) return [];
  return [new URL(endpoint).origin];
}
