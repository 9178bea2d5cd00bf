import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.getElementById('toasts')?.remove();
  vi.doUnmock('../../src/ui/Toasts');
});

describe('a toast whose code could not load', () => {
  it('does not stay broken: the next toast loads the code again and shows', async () => {
    // Fresh modules: other test files in this worker may have mounted the toaster already.
    vi.resetModules();
    // The toasts' code loads on first use; offline before the site was saved, that load fails once.
    let failNext = true;
    vi.doMock('../../src/ui/Toasts', async (importOriginal) => {
      if (failNext) {
        failNext = false;
        throw new Error('Unable to load offline');
      }
      return importOriginal();
    });
    const { showToast } = await import('../../src/ui/toast');
    await expect(showToast('First, offline')).rejects.toThrow();
    expect(document.getElementById('toasts')).toBeNull();
    await showToast('Back online');
    expect(document.getElementById('toasts')).not.toBeNull();
  });
});
