import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isLoadFailure, retryFailedLoads } from '../lib/cachedLoad';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. on navigation) clears a caught error. */
  resetKey?: string;
}
interface State {
  error: Error | null;
}

export const ERROR_TITLE = 'Unexpected Application Error!';
const OFFLINE_TITLE = 'You are offline';
const LOAD_FAILED_TITLE = 'This page could not load';

/** Catches rendering failures and shows the generic error page of SPEC.md §8. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  /** The page's title before the error replaced it; a successful retry puts it back. */
  private titleBefore: string | null = null;

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.titleBefore ??= document.title;
    document.title = !navigator.onLine ? OFFLINE_TITLE : isLoadFailure(error) ? LOAD_FAILED_TITLE : ERROR_TITLE;
    console.warn('Rendering failed:', error, info.componentStack);
  }

  componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey) this.retry();
  }

  /** A new page, or the connection back: failed loads (a page's code, offline) get another try. */
  retry = () => {
    if (!this.state.error) return;
    retryFailedLoads();
    if (this.titleBefore !== null) document.title = this.titleBefore;
    this.titleBefore = null;
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // A page whose code cannot load (offline before the site was saved, or a newer build replaced
    // it) is not a rendering failure: say what happened and offer the way out, never the raw error.
    const offline = !navigator.onLine;
    if (offline || isLoadFailure(error)) {
      return (
        <main role="alert" className="container-page section-y min-h-screen">
          <h1 className="heading-2">{offline ? OFFLINE_TITLE : LOAD_FAILED_TITLE}</h1>
          <p className="lead">
            {offline
              ? 'This page is not saved on this device yet. It opens once you are back online.'
              : 'Its code could not be fetched, perhaps because a newer version of the site replaced it.'}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            {/* Online, a fresh load also picks up a newer build; offline, only another try helps. */}
            <button type="button" className="btn-primary" onClick={offline ? this.retry : () => window.location.reload()}>
              Try again
            </button>
            <a href="/" className="btn-secondary">
              Return to Home
            </a>
          </div>
        </main>
      );
    }
    return (
      <main role="alert" className="container-page section-y min-h-screen">
        <h1 className="heading-2">{ERROR_TITLE}</h1>
        <pre className="mt-6 whitespace-pre-wrap break-words rounded-lg bg-slate-100 p-4 text-sm text-ink">
          {error.message || String(error)}
        </pre>
        <a href="/" className="btn-primary mt-6">
          Return to Home
        </a>
      </main>
    );
  }
}
