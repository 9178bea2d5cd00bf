import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';
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

/**
 * Prerenders `ui()` as the build does, then hydrates that HTML in the document, in one go (as on
 * a quiet device: a hydration that yields on a loaded test machine can add a commit of its own).
 * Unmounted when the test ends. `html` is the prerendered markup.
 */
export async function prerenderAndHydrate(ui: () => ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui());
  const html = container.innerHTML;
  document.body.append(container);
  const root = await act(async () => flushSync(() => hydrateRoot(container, ui())));
  onTestFinished(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { container, html };
}
