import { vi } from 'vitest';

/**
 * Replaces PerformanceObserver with one whose paint entry arrives when the test says so, for the
 * head scripts that wait for the first paint: call the returned function to paint. (Unstub with
 * vi.unstubAllGlobals.)
 */
export function stubPaintTiming(): () => void {
  let paint: (() => void) | undefined;
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(private callback: (list: unknown, observer: unknown) => void) {}
      observe() {
        paint = () => this.callback({ getEntriesByName: () => [{}] }, this);
      }
      disconnect() {}
    },
  );
  return () => {
    if (!paint) throw new Error('Nothing observes paint timing yet');
    paint();
  };
}
