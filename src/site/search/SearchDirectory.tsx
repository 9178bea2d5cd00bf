import { contentPageHeads } from '../../content/contentPageHeads';
import { searchKindOf, searchKinds, type SearchHit } from '../../lib/search/searchDocs';
import { routeDescription } from '../../routeDescriptions';
import { routes } from '../../routes';
import { PageList } from './PageList';

const contentHeads = new Map(contentPageHeads.map((head) => [head.path, head]));

/** Every page search can find: the route table's pages, content pages with their own title and description. */
const hits: readonly SearchHit[] = routes
  .filter((r) => r.kind === 'site' && r.path !== '/search')
  .map((r) => {
    const head = contentHeads.get(r.path);
    const kind = searchKindOf(r.path);
    if (head) return { ...head, kind };
    return { path: r.path, title: r.path === '/' ? 'Home' : r.title, description: routeDescription(r), kind };
  });

const groups = searchKinds.map(({ kind, label }) => ({ kind, label, pages: hits.filter((h) => h.kind === kind) })).filter((g) => g.pages.length > 0);

/**
 * /search's directory, grouped by kind: what a visitor without JavaScript browses (the header's
 * search form lands on /search). Loaded with the section, off the page's first load.
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
          <PageList pages={group.pages} />
        </section>
      ))}
    </section>
  );
}
