/**
 * The id of a page's h1. The prerender holds the first paint until this element has been
 * parsed (scripts/prerender-plugin.ts, renderHoldFor), so the headline is in the first frame.
 */
export const PAGE_TITLE_ID = 'page-title';
