/** Class sets repeated across the marketing pages (kept here rather than in uno.config.ts). */
export const FILTER_BUTTON = 'focus-ring whitespace-nowrap rounded-full border px-4 py-2 text-sm font-semibold transition-colors cursor-pointer';
export const FILTER_ON = 'border-brand-600 bg-brand-600 text-white';
export const FILTER_OFF = 'border-slate-300 bg-white text-ink hover:bg-slate-50';
