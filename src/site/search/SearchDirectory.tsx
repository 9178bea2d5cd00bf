import { Link } from 'wouter';
import { contentPageHeads } from '../../content/contentPageHeads';
import { searchKindOf, searchKinds, type SearchHit } from '../../lib/search/searchDocs';
import { routes } from '../../routes';

const contentTitles = new Map(contentPageHeads.map((head) => [head.path, head.title]));

/** Every page search can find: the route table's pages, content pages with their own title. */
const hits: readonly Pick<SearchHit, 'path' | 'title' | 'kind'>[] = routes
  .filter((r) => r.kind === 'site' && r.path !== '/search')
  .map((r) => ({ path: r.path, title: contentTitles.get(r.path) ?? (r.path === '/' ? 'Home' : r.title), kind: searchKindOf(r.path) }));

const groups = searchKinds.map(({ kind, label }) => ({ kind, label, pages: hits.filter((h) => h.kind === kind) })).filter((g) => g.pages.length > 0);

/**
 * /search's directory, grouped by kind: what a visitor without JavaScript browses (the header's
 * search form lands on /search). Loaded with the section, off the page's first load.
 * Titles only, as a site map lists them: the descriptions of every page made the prerendered
 * page 2.3 KB (brotli) larger, a second round trip before its first paint; results keep theirs.
 */
export default function SearchDirectory() {
  return (
    <section aria-labelledby="search-directory-title">
      <h2 id="search-directory-title" className="heading-2 m-0">
        Browse every page
      </h2>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`search-group-${group.kind}`} className="mt-10">
          <h3 id={`search-group-${group.kind}`} className="heading-3 m-0">
            {group.label} <span className="text-slate-500">({group.pages.length})</span>
          </h3>
          <ul className="m-0 mt-4 grid list-none gap-x-6 gap-y-2 p-0 sm:grid-cols-2 lg:grid-cols-3">
            {group.pages.map((page) => (
              <li key={page.path}>
                <Link href={page.path} className="brand-link">
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
