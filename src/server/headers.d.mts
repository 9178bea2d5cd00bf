// Types for headers.mjs (imported by the build, its unit test and the servers).
export type Headers = Record<string, string>;
export interface HeaderRule {
  /** A URL path; `*` is a splat, `:name` one segment. */
  path: string;
  headers: Headers;
}
export interface BuiltPage {
  /** The HTML file relative to dist/, e.g. 'about/index.html'. */
  file: string;
  /** Its Content-Security-Policy in header form. */
  csp: string;
}
export const SECURITY_HEADERS: Readonly<Headers>;
export const SERVER_CSP: string;
export const SERVER_HEADERS: Readonly<Headers>;
export const NO_CACHE: string;
export const IMMUTABLE: string;
export const MANIFEST_TYPE: string;
export function pathsOfHtml(file: string): string[];
export function headerRules(build: { files: string[]; pages: BuiltPage[] }): HeaderRule[];
export function formatHeadersFile(rules: HeaderRule[]): string;
export function parseHeadersFile(text: string): HeaderRule[];
export function matchesPath(pattern: string, path: string): boolean;
export function headersFor(path: string, rules: HeaderRule[]): Headers;
/** nginx config: `http` (the per-page CSP map) and `server` (the locations) parts. */
export function nginxSnippet(rules: HeaderRule[]): { http: string; server: string };
