/**
 * What site search indexes and how pages are grouped, without the search library itself, so
 * the /search page and the build can use it without loading MiniSearch.
 */
import { decodeEntities } from '../htmlEntities';

export type SearchKind = 'service' | 'article' | 'case-study' | 'job' | 'page';

/** One searchable page: a route of the route table plus the text of its prerendered <main>. */
export interface SearchDoc {
  /** The page's path; also its id. */
  path: string;
  title: string;
  description: string;
  kind: SearchKind;
  text: string;
}

/** What a result shows (the fields the index stores). */
export type SearchHit = Pick<SearchDoc, 'path' | 'title' | 'description' | 'kind'>;

/** Groups in the order the /search page lists them. */
export const searchKinds: readonly { kind: SearchKind; label: string; one: string }[] = [
  { kind: 'service', label: 'Services', one: 'Service' },
  { kind: 'article', label: 'Articles', one: 'Article' },
  { kind: 'case-study', label: 'Case studies', one: 'Case study' },
  { kind: 'job', label: 'Jobs', one: 'Job' },
  { kind: 'page', label: 'Pages', one: 'Page' },
];

export const kindLabel = (kind: SearchKind): string => searchKinds.find((k) => k.kind === kind)!.one;

/** The page's kind, read from its path: /services/x, /blog/x, /case-studies/x, /careers/x. */
export function searchKindOf(path: string): SearchKind {
  const [first, second, third] = path.split('/').filter(Boolean);
  if (!second || third) return 'page';
  if (first === 'services') return 'service';
  if (first === 'blog' && second !== 'category') return 'article';
  if (first === 'case-studies') return 'case-study';
  if (first === 'careers') return 'job';
  return 'page';
}

/** Extra words per kind, so "jobs" or "blog" find the pages of that kind. */
export const kindWords: Record<SearchKind, string> = {
  service: 'service services',
  article: 'article articles blog post',
  'case-study': 'case study studies client results',
  job: 'job jobs career careers opening role vacancy',
  page: '',
};

/** The longest query we look at; anything longer is cut (a 10,000-character paste stays fast). */
export const MAX_QUERY_LENGTH = 200;

/** Any text in, a plain search string out: trimmed, whitespace collapsed, length capped. */
export function normalizeQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw.slice(0, MAX_QUERY_LENGTH * 4).replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

/** Visible text of a prerendered page's <main> (scripts, styles and SVG left out). */
export function mainText(html: string): string {
  const start = html.search(/<main[\s>]/);
  const end = html.lastIndexOf('</main>');
  const main = start >= 0 && end > start ? html.slice(start, end) : html;
  // A no-break space decodes as one and joins the other spaces below.
  return decodeEntities(
    main
      .replace(/<(script|style|svg|noscript|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
