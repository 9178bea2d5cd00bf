import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** Renders UI inside a wouter router at `path` (memory history, so tests can navigate). */
export function renderAt(ui: ReactElement, path = '/') {
  const location = memoryLocation({ path, record: true });
  const result = render(<Router hook={location.hook}>{ui}</Router>);
  return { ...result, location };
}
