/**
 * A table's view as URL parameters: ?q= (search), ?sort= ('title' ascending, '-title'
 * descending), ?page= (1-based) and one filter (?status= or ?role=). Unknown or invalid
 * values fall back to the default view instead of failing.
 */
export interface TableView {
  q: string;
  sort: { id: string; desc: boolean } | null;
  page: number;
  filter: string;
}

export const PAGE_SIZE = 10;
/** The longest search a URL carries; the search box itself keeps whatever is typed. */
export const MAX_QUERY = 200;

export function readView(params: URLSearchParams, sortable: readonly string[], filterParam: string, filterOptions: readonly string[]): TableView {
  const rawSort = params.get('sort') ?? '';
  const desc = rawSort.startsWith('-');
  const id = desc ? rawSort.slice(1) : rawSort;
  const page = Number(params.get('page'));
  const filter = params.get(filterParam) ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, MAX_QUERY),
    sort: sortable.includes(id) ? { id, desc } : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    filter: filterOptions.includes(filter) ? filter : '',
  };
}

/** The parameters for a view; defaults are left out so a plain URL means the default view. */
export function writeView(view: TableView, filterParam: string): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.sort) params.set('sort', `${view.sort.desc ? '-' : ''}${view.sort.id}`);
  if (view.filter) params.set(filterParam, view.filter);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}
