import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { searchKindOf, type SearchDoc } from '../../src/lib/search/searchDocs';
import { buildIndex, searchIndex } from '../../src/lib/search/searchEngine';
import { renderAt } from '../render';

const docs: SearchDoc[] = [
  { path: '/services/cold-calling', title: 'Cold Calling', description: 'Callers who book meetings.', kind: 'service', text: 'phone' },
  { path: '/services/cold-email-marketing', title: 'Cold Email Marketing', description: 'Sequences.', kind: 'service', text: 'email' },
  { path: '/careers/sdr', title: 'Sales Development Representative', description: 'Remote.', kind: searchKindOf('/careers/sdr'), text: 'cold outreach' },
];
const index = buildIndex(docs);

// The real loader fetches /search-index.json; here the same engine runs on a small index.
vi.mock('../../src/site/search/loadSearch', () => ({
  loadSearch: () => Promise.resolve((q: string) => searchIndex(index, q)),
}));

const { SearchDialogHost } = await import('../../src/site/search/SearchControl');
const { closeSearch, searchRequested } = await import('../../src/site/state/search');

beforeEach(() => {
  closeSearch();
  searchRequested.value = false;
});

async function openDialog() {
  const view = renderAt(<SearchDialogHost />, '/about');
  act(() => {
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  });
  // The first open imports the dialog module, which can take a while on a busy machine.
  const input = (await screen.findByRole('combobox', { name: /search services/i }, { timeout: 5000 })) as HTMLInputElement;
  return { ...view, input };
}

describe('search dialog', () => {
  it('opens with Ctrl+K and Cmd+K, focused on its input', async () => {
    const { input } = await openDialog();
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('dialog', { name: 'Search the site' })).toBeTruthy();
    act(() => closeSearch());
    act(() => {
      fireEvent.keyDown(window, { key: 'K', metaKey: true });
    });
    expect(screen.getByRole('dialog').hasAttribute('open')).toBe(true);
  });

  it('says when the list shows only the best of the matches', async () => {
    const { searchStatusText } = await import('../../src/site/search/searchCopy');
    expect(searchStatusText('lead', 'ready', 20, 45)).toBe('The best 20 of 45 pages matching “lead”. Press Enter to see them all.');
    expect(searchStatusText('lead', 'ready', 20, 20)).toBe('20 pages match “lead”.');
    expect(searchStatusText('lead', 'ready', 0, 0)).toBe('No pages match “lead”.');
  });

  it('lists matches as you type; arrows move, Enter opens the highlighted page', async () => {
    const { input, location } = await openDialog();
    fireEvent.change(input, { target: { value: 'cold' } });
    const list = screen.getByRole('listbox', { name: 'Results' });
    await within(list).findAllByRole('option');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.dataset.path)).toEqual(['/services/cold-calling', '/services/cold-email-marketing', '/careers/sdr']);
    expect(screen.getByRole('status').textContent).toBe('3 pages match “cold”.');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]!.id); // wraps around

    fireEvent.submit(input.form!);
    expect(location.history.at(-1)).toBe('/careers/sdr');
    expect(screen.getByRole('dialog', { hidden: true }).hasAttribute('open')).toBe(false);
  });

  it('Enter with nothing highlighted opens the search page for the words', async () => {
    const { input, location } = await openDialog();
    fireEvent.change(input, { target: { value: '  cold   email ' } });
    fireEvent.submit(input.form!);
    expect(location.history.at(-1)).toBe('/search?q=cold%20email');
  });

  it('shows any input as text: markup and regex characters never become elements', async () => {
    const { input } = await openDialog();
    const nasty = '<img src=x onerror="alert(1)">(.*[';
    fireEvent.change(input, { target: { value: nasty } });
    const status = await screen.findByText(/No pages match/);
    expect(status.textContent).toBe(`No pages match “${nasty}”.`);
    expect(document.querySelector('dialog img')).toBeNull();
  });

  it('the header search button is a form to /search that, with the app running, opens the dialog', async () => {
    const { SearchButton } = await import('../../src/site/search/SearchControl');
    renderAt(
      <>
        <SearchButton />
        <SearchDialogHost />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.closest('form')!.getAttribute('action')).toBe('/search');
    fireEvent.click(button);
    const input = await screen.findByRole('combobox', { name: /search services/i }, { timeout: 5000 });
    expect(document.activeElement).toBe(input);
  });

  it('the mobile menu search form shows the matches on /search', async () => {
    const { SearchField } = await import('../../src/site/search/SearchField');
    const { location } = renderAt(<SearchField />, '/about');
    const field = screen.getByRole('searchbox', { name: 'Search the site' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: ' lead  nurturing ' } });
    fireEvent.submit(field.form!);
    expect(location.history.at(-1)).toBe('/search?q=lead%20nurturing');
  });
});
