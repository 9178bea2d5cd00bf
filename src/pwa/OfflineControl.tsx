import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../ui/Button';
import { cx } from '../ui/cx';
import { Icon } from '../ui/Icon';
import { useHydrated } from '../ui/useHydrated';
import { offlineState } from './offlineStatus';

/**
 * "Make available offline" (its click is handled by delegation in ./startLater, so it works before
 * the footer hydrates), then the download's progress (files stored of total), then that the
 * site works offline; if the download stopped (e.g. the connection dropped), that it did, and the
 * button again. Footer (tone "dark") and dashboard Settings render it.
 */
export function OfflineControl({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  useSignals();
  const hydrated = useHydrated();
  // The server render (and hydration) always show the button; the browser then says what it knows.
  let state = hydrated ? offlineState.value : ({ phase: 'unknown' } as const);
  if (state.phase === 'unknown' && hydrated && navigator.serviceWorker?.controller) state = { phase: 'ready' };
  const muted = tone === 'dark' ? 'text-slate-300' : 'text-slate-600';

  let content;
  if (state.phase === 'downloading') {
    content = (
      <>
        <span role="status" className="font-medium">
          Saving for offline use…
        </span>
        <progress value={state.done} max={state.total} aria-label="Offline download" className="h-2 w-32 accent-brand-600" />
        <span className={muted}>
          {state.done} of {state.total} files
        </span>
      </>
    );
  } else if (state.phase === 'ready') {
    content = (
      <span role="status" className="inline-flex items-center gap-2">
        <Icon name="i-lucide-circle-check" className={cx('h-4 w-4', tone === 'dark' ? 'text-emerald-300' : 'text-emerald-600')} />
        Available offline: every page of the site and dashboard
      </span>
    );
  } else if (state.phase === 'unsupported') {
    content = <span className={muted}>Offline use is not available in this browser.</span>;
  } else {
    content = (
      <>
        {state.phase === 'stopped' && <span className={muted}>Saving stopped before it finished.</span>}
        <Button variant={tone === 'dark' ? 'inverse' : 'secondary'} size="sm" data-offline-action="">
          <Icon name="i-lucide-cloud-download" className="h-4 w-4" />
          Make available offline
        </Button>
      </>
    );
  }
  return (
    <div className={cx('flex flex-wrap items-center gap-3 text-sm', className)} data-offline-phase={state.phase}>
      {content}
    </div>
  );
}
