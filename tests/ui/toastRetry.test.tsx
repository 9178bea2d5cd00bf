import { afterEach, describe, expect, it, vi } from 'vitest';

// The toasts' code loads on first use; offline before the site was saved that load fails.
let failNext = true;
vi.mock('../../src/ui/Toasts', async (importOriginal) => {
  if (failNext) {
    failNext = false;
    throw new Error('Unable to load offline');
  }
  return importOriginal();
});

afterEach(() => document.getElementById('toasts')?.remove());

describe('a toast whose code could not load', () => {
  it('does not stay broken: the next toast loads the code again and shows', async () => {
    const { showToast } = await import('../../src/ui/toast');
    await expect(showToast('First, offline')).rejects.toThrow();
    expect(document.getElementById('toasts')).toBeNull();
    await showToast('Back online');
    expect(document.getElementById('toasts')).not.toBeNull();
  });
});
