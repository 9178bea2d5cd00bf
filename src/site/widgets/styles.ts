/** Card grid classes by column count (complete literals so UnoCSS can see them). */
export const gridColumns = {
  2: 'grid gap-6 md:grid-cols-2',
  3: 'grid gap-6 md:grid-cols-2 lg:grid-cols-3',
  4: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
  /** Three columns from tablet width on. */
  wide3: 'grid gap-6 md:grid-cols-3',
} as const;
export type GridColumns = keyof typeof gridColumns;

/** A bare list: no bullets, no indent. */
export const plainList = 'm-0 list-none p-0';

/** An outline button on a dark panel (the secondary action of a call-to-action banner). */
export const BTN_OUTLINE_INVERSE = 'btn border border-white/40 bg-transparent text-white hover:bg-white/10';
