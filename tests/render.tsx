import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** Renders UI inside a wouter router at `path` (memory history, so tests can navigate). */
export function renderAt(ui: ReactElement, path = '/') {
  // A fresh visit: what an earlier test left in the window's history entry (the blog's Load More count) goes.
  window.history.replaceState(null, '');
  const location = memoryLocation({ path, record: true });
  const result = render(<Router hook={location.hook}>{ui}</Router>);
  return { ...result, location };
}
