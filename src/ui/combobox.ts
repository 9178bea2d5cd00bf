// The ARIA combobox pattern (the site search dialog, the dashboard's command palette): focus stays
// in the input, which names the active option with aria-activedescendant; each owner keeps its keys.

/** The input's attributes: it controls the listbox `listId`; `activeId` is the active option's id, if any. */
export const comboboxInput = (listId: string, expanded: boolean, activeId: string | undefined) =>
  ({
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-activedescendant': activeId,
  }) as const;

/** An option's attributes: the pointer moving onto it makes it active, a click chooses it. */
export const listboxOption = (id: string, selected: boolean, activate: () => void, choose: () => void) =>
  ({ id, role: 'option', 'aria-selected': selected, onMouseMove: activate, onClick: choose }) as const;
