// Types for headers.mjs (imported by the build, its unit test and the servers).
export type Headers = Record<string, string>;
export interface HeaderRule {
  /** A URL path; `*` is a splat, `:name` one segment. */
  path: string;
  headers: Headers;
}
export const SECURITY_HEADERS: Readonly<Headers>;
export const STATIC_CSP: string;
export const SERVER_CSP: string;
export const SERVER_HEADERS: Readonly<Headers>;
export const NO_CACHE: string;
export const IMMUTABLE: string;
export const MANIFEST_TYPE: string;
export function pathsOfHtml(file: string): string[];
export function headerRules(files: string[]): HeaderRule[];
export function formatHeadersFile(rules: HeaderRule[]): string;
export function parseHeadersFile(text: string): HeaderRule[];
export function matchesPath(pattern: string, path: string): boolean;
export function headersFor(path: string, rules: HeaderRule[]): Headers;
/** nginx config for the `server { }` whose root is dist/: its locations. */
export function nginxSnippet(rules: HeaderRule[]): string;
