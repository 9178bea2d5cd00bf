import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mainText, searchKindOf, type SearchDoc } from '../src/lib/search/searchDocs.ts';
import { buildIndex } from '../src/lib/search/searchEngine.ts';

/** Where the client fetches the index from (precached by the service worker, so offline too). */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** Longest page text indexed: enough for an article body, small enough to keep the index lean. */
const MAX_TEXT = 12_000;

interface RenderedPage {
  path: string;
  title: string;
  description: string;
  kind: 'site' | 'dashboard';
  html: string;
}

/**
 * Builds the site search index from what the build just prerendered: every marketing route of
 * the route table (title, description, and the text of its <main>), so a new article, case study
 * or job is searchable with no extra step. The /search page itself is left out.
 */
export function writeSearchIndex(outDir: string, pages: readonly RenderedPage[]): { docs: number; bytes: number } {
  const docs: SearchDoc[] = pages
    .filter((p) => p.kind === 'site' && p.path !== '/search')
    .map((p) => ({
      path: p.path,
      title: p.title,
      description: p.description,
      kind: searchKindOf(p.path),
      text: mainText(p.html).slice(0, MAX_TEXT),
    }));
  const json = JSON.stringify(buildIndex(docs));
  writeFileSync(join(outDir, SEARCH_INDEX_FILE), json);
  return { docs: docs.length, bytes: json.length };
}
