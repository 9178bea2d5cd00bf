// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTable, getCoreRowModel, getSortedRowModel, type SortingState } from '@tanstack/react-table';
import { byText } from '../../src/dashboard/collection/sortText';

type Item = { id: string; title: string };

function sortedTitles(data: Item[], sorting: SortingState): string[] {
  const table = createTable<Item>({
    data,
    columns: [{ id: 'title', accessorKey: 'title', sortingFn: byText }],
    state: { sorting },
    onStateChange: () => {},
    renderFallbackValue: null,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return table.getSortedRowModel().rows.map((r) => r.original.title);
}

describe('byText (the text columns’ sort)', () => {
  const data = ['banana', 'Cherry', 'apple', 'Banana split', 'émile', 'Apple pie'].map((title, i) => ({ id: String(i), title }));

  it('sorts ignoring case, in the same order as TanStack’s built-in text sort', () => {
    expect(sortedTitles(data, [{ id: 'title', desc: false }])).toEqual(['apple', 'Apple pie', 'banana', 'Banana split', 'Cherry', 'émile']);
    const table = createTable<Item>({
      data,
      columns: [{ id: 'title', accessorKey: 'title', sortingFn: 'text' }],
      state: { sorting: [{ id: 'title', desc: true }] },
      onStateChange: () => {},
      renderFallbackValue: null,
      getCoreRowModel: getCoreRowModel(),
      getSortedRowModel: getSortedRowModel(),
    });
    expect(sortedTitles(data, [{ id: 'title', desc: true }])).toEqual(table.getSortedRowModel().rows.map((r) => r.original.title));
  });

  it('sees an edited record (a new object) by its new text', () => {
    const edited = data.map((item) => (item.title === 'apple' ? { ...item, title: 'Zucchini' } : item));
    expect(sortedTitles(data, [{ id: 'title', desc: false }])[0]).toBe('apple');
    expect(sortedTitles(edited, [{ id: 'title', desc: false }])).toEqual(['Apple pie', 'banana', 'Banana split', 'Cherry', 'Zucchini', 'émile']);
  });
});
