import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Icon } from '../../ui/Icon';
import { comboboxInput, listboxOption } from '../../ui/combobox';
import { cx } from '../../ui/cx';
import ModalDialog from '../components/ModalDialog';
import { pages, posts, users } from '../data/store';
import { paletteOpen, paletteTyped } from '../state/commands';
import { findCommands, type Command } from './commands';

/**
 * Ctrl/Cmd+K: a combobox over every command. Arrow keys move, Enter runs, Escape closes;
 * the active option is announced through aria-activedescendant while focus stays in the box.
 */
export default function CommandPalette({ onRun }: { onRun: (command: Command) => void }) {
  useSignals();
  // Keys typed while this code loaded went to the stand-in (DashboardLayout): start with them.
  const [query, setQuery] = useState(() => paletteTyped.peek());
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const results = useMemo(() => findCommands(query, posts.value, pages.value, users.value), [query, posts.value, pages.value, users.value]);
  const current = Math.min(active, Math.max(results.length - 1, 0));
  const optionId = (i: number) => `${listId}-option-${i}`;

  const close = () => (paletteOpen.value = false);
  const run = (command: Command | undefined) => {
    if (!command) return;
    close();
    onRun(command);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    if (event.key === 'ArrowDown') setActive(current >= last ? 0 : current + 1);
    else if (event.key === 'ArrowUp') setActive(current <= 0 ? last : current - 1);
    else if (event.key === 'Home' && event.ctrlKey) setActive(0);
    else if (event.key === 'End' && event.ctrlKey) setActive(last);
    else if (event.key === 'Enter') run(results[current]);
    else return;
    event.preventDefault();
  };

  let lastGroup = '';
  return (
    // The modal itself, not the lazy Dialog: its code comes with this chunk, so no second load leaves a gap
    // between the stand-in and this box where keys would reach the page.
    <ModalDialog open onClose={close} title="Command palette" initialFocus={inputRef} size="md" testId="command-palette">
      <label htmlFor={`${listId}-input`} className="sr-only">
        Type a command, a post or page title, or a user name
      </label>
      <div className="relative">
        <Icon name="i-lucide-search" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
        <input
          ref={inputRef}
          id={`${listId}-input`}
          type="text"
          {...comboboxInput(listId, results.length > 0, results.length ? optionId(current) : undefined)}
          placeholder="Go to, create, find a post, page or user…"
          autoComplete="off"
          dir="auto"
          className="field pl-9"
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul id={listId} role="listbox" aria-label="Commands" className="m-0 mt-3 max-h-[50vh] list-none overflow-y-auto p-0">
        {results.map((command, i) => {
          const header = command.group !== lastGroup;
          lastGroup = command.group;
          return (
            <li
              key={command.id}
              {...listboxOption(optionId(i), i === current, () => setActive(i), () => run(command))}
              className={cx(
                'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm',
                i === current ? 'bg-brand-50 text-brand-800' : 'text-ink',
                header && i > 0 && 'mt-2',
              )}
            >
              <Icon name={command.icon} className="h-4 w-4 shrink-0 text-slate-500" />
              <span dir="auto" className="min-w-0 flex-1 truncate">{command.label}</span>
              <span className="shrink-0 text-xs text-slate-600">{command.group}</span>
            </li>
          );
        })}
      </ul>
      {/* Always there, so a screen reader hears each new count as the list changes under the box
          (the active option keeps its id while its text changes, so that alone is not read). */}
      <p role="status" className={cx('m-0 text-sm text-slate-600', results.length === 0 ? 'mt-3' : 'sr-only')}>
        {results.length === 0
          ? `Nothing matches “${query}”.`
          : query.trim()
            ? `${results.length} ${results.length === 1 ? 'match' : 'matches'}.`
            : ''}
      </p>
    </ModalDialog>
  );
}
