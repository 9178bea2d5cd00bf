import MiniSearch, { type Options } from 'minisearch';
import { kindWords, normalizeQuery, type SearchDoc, type SearchHit } from './searchDocs.ts';

/** Index and query options; the build and the browser must use the same ones. */
type IndexedDoc = SearchDoc & { kindWords: string };

const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'into', 'is', 'it', 'of', 'on', 'or', 'our', 'that', 'the', 'their', 'this', 'to', 'we', 'with', 'you', 'your']);

/** Lower case, accents folded ("café" finds "cafe"), stop words dropped. */
export function processTerm(term: string): string | null {
  const folded = term.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
  return folded && !STOP_WORDS.has(folded) ? folded : null;
}

/** Words are runs of letters and digits; everything else (punctuation, symbols, markup) separates. */
export const tokenize = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

export const indexOptions: Options<IndexedDoc> = {
  idField: 'path',
  fields: ['title', 'description', 'kindWords', 'text'],
  storeFields: ['path', 'title', 'description', 'kind'],
  tokenize,
  processTerm,
  searchOptions: {
    // A word in the title counts most, then the summary, then the page body.
    boost: { title: 4, description: 2, kindWords: 1.5, text: 1 },
    prefix: (term) => term.length >= 2,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    combineWith: 'AND',
  },
};

/** Builds the index from every searchable page (at build time). */
export function buildIndex(docs: readonly SearchDoc[]): MiniSearch<IndexedDoc> {
  const index = new MiniSearch<IndexedDoc>(indexOptions);
  index.addAll(docs.map((doc) => ({ ...doc, kindWords: kindWords[doc.kind] })));
  return index;
}

/** Restores the index written by the build (dist/search-index.json). */
export function loadIndex(json: string): MiniSearch<IndexedDoc> {
  return MiniSearch.loadJSON<IndexedDoc>(json, indexOptions);
}

/** Whether some page has this exact (processed) word. */
const indexed = (index: MiniSearch<IndexedDoc>, term: string): boolean => index.search(term, { prefix: false, fuzzy: false }).length > 0;

/**
 * Two words typed without the space between them ("leadgeneration", "webdevelopment") read as
 * those words: a word no page has is split where both halves are words pages have. Without this
 * such a query found nothing, or only what its typo tolerance happened to reach.
 */
function splitJoinedWords(index: MiniSearch<IndexedDoc>, query: string): string {
  return tokenize(query)
    .map((word) => {
      const term = processTerm(word);
      if (!term || term.length < 6 || indexed(index, term)) return word;
      for (let at = 2; at <= term.length - 2; at++) {
        const [first, second] = [term.slice(0, at), term.slice(at)];
        if (indexed(index, first) && indexed(index, second)) return `${first} ${second}`;
      }
      return word;
    })
    .join(' ');
}

/**
 * Pages matching every word of the query (the last may be a prefix, longer words forgive a
 * typo), best first; when no page has them all, pages with any of them. Any text is safe:
 * it is only ever split into words, never used as a pattern or markup.
 */
export function searchIndex(index: MiniSearch<IndexedDoc>, raw: unknown, limit = Infinity): SearchHit[] {
  const typed = normalizeQuery(raw);
  if (!typed) return [];
  const query = splitJoinedWords(index, typed);
  let results = index.search(query);
  if (results.length === 0) results = index.search(query, { combineWith: 'OR' });
  return results.slice(0, limit).map((r) => ({
    path: r.path as string,
    title: r.title as string,
    description: r.description as string,
    kind: r.kind as SearchHit['kind'],
  }));
}
