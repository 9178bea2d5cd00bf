import { Component, lazy, use, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { isLoadFailure, retryCount, retryFailedLoads } from '../lib/cachedLoad';
import { useHydrated } from './useHydrated';

// Moments worth another try: the connection is back, or the visitor moved on (wouter fires the
// history events on a client-side navigation).
const RETRY_EVENTS = ['online', 'popstate', 'pushState', 'replaceState'];

let nextTry: Promise<void> | null = null;
/** Settles at the next retry moment (all failed loads are forgotten then); one listener set for all. */
export function whenRetrying(): Promise<void> {
  return (nextTry ??= new Promise((resolve) => {
    const go = () => {
      for (const type of RETRY_EVENTS) window.removeEventListener(type, go);
      nextTry = null;
      retryFailedLoads();
      resolve();
    };
    for (const type of RETRY_EVENTS) window.addEventListener(type, go);
  }));
}

/** Catches a failed load of its part only (other errors go on to the app's boundary) and says so in place. */
// `part` makes a fresh element on every render, so a retry renders the part again (a fresh import).
export class LoadBoundary extends Component<{ part: () => ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError = (error: unknown) => ({ error });

  componentDidCatch() {
    void whenRetrying().then(this.retry);
  }

  retry = () => {
    retryFailedLoads();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.part();
    if (!isLoadFailure(error)) throw error;
    return (
      <p role="status" className="container-page my-4 text-sm text-ink">
        {navigator.onLine
          ? 'This part of the page could not load. '
          : 'You are offline and this part of the page is not saved on this device yet: it loads once you are back online. '}
        {/* Online, reload: a browser may keep a failed module fetch for the page's life (Chromium does), as the error page does. */}
        <button type="button" onClick={navigator.onLine ? () => location.reload() : this.retry} className="focus-ring rounded font-semibold text-brand-700 underline">
          Try again
        </button>
      </p>
    );
  }
}

/**
 * React.lazy whose failed load is not final. React.lazy keeps a rejected import for good (a part
 * whose code failed offline would stay broken); here the next retry moment (reconnect,
 * navigation, Try again) starts a fresh import. Meanwhile a prerendered part keeps its server
 * HTML (hydration waits), and a part rendered in the browser shows a short note in its place.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  let failedAt = -1;
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedAt = retryCount();
        throw error;
      }),
    );
  let Current = make();
  function Part(props: ComponentProps<T>) {
    if (failedAt >= 0 && failedAt !== retryCount()) {
      failedAt = -1;
      Current = make();
    }
    if (failedAt >= 0) return <Failed {...props} />;
    return <Current {...(props as ComponentProps<typeof Current>)} />;
  }
  // Only a part whose load failed asks whether the page is still hydrating: that hook re-renders
  // its component after hydration, and such an update reaching a part still waiting for its code
  // makes React drop the part's server HTML (and what the visitor typed into it).
  function Failed(props: ComponentProps<T>) {
    if (!useHydrated()) use(whenRetrying());
    return <Current {...(props as ComponentProps<typeof Current>)} />;
  }
  return function Retrying(props: ComponentProps<T>) {
    return <LoadBoundary part={() => <Part {...props} />} />;
  };
}
