/** True in a browser whose URL carries a query string (false while prerendering). */
export const hasSearch = (): boolean => typeof location !== 'undefined' && location.search.length > 1;
