/** The id of a page's h1. */
export const PAGE_TITLE_ID = 'page-title';
