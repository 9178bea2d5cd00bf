import { Link } from 'wouter';
import { kindLabel, type SearchHit } from '../../lib/search/searchDocs';

/** Pages as linked cards with their description: the search results. */
export function PageList({ pages, showKind = false }: { pages: readonly SearchHit[]; showKind?: boolean }) {
  return (
    <ul className="m-0 mt-4 grid list-none gap-3 p-0 md:grid-cols-2">
      {pages.map((page) => (
        <li key={page.path} className="rounded-xl border border-slate-200 bg-white p-4">
          <Link href={page.path} className="brand-link">
            {page.title}
          </Link>
          {showKind && <span className="ml-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{kindLabel(page.kind)}</span>}
          <p className="m-0 mt-1 text-sm leading-relaxed text-slate-600">{page.description}</p>
        </li>
      ))}
    </ul>
  );
}
