import { signal } from '@preact/signals-react';
import type { CollectionName } from '../data/types';

/**
 * A request from the command palette to a collection screen: open its New form, or show one
 * record. The screen takes it (and clears it) once it is on the page.
 */
export type PendingAction = { type: 'create'; name: CollectionName } | { type: 'view'; name: CollectionName; id: string };
export const pendingAction = signal<PendingAction | null>(null);

export const paletteOpen = signal(false);
/** What was typed while the palette's code loaded; the palette starts with it as its query. */
export const paletteTyped = signal('');
