import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedLoads } from '../lib/cachedLoad';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. on navigation) clears a caught error. */
  resetKey?: string;
}
interface State {
  error: Error | null;
}

export const ERROR_TITLE = 'Unexpected Application Error!';

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
    document.title = navigator.onLine ? ERROR_TITLE : 'You are offline';
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
    // Offline before the site was saved, a page's code cannot load: say so, not "error". Inline
    // and short: it cannot be loaded on demand offline, and it ships with every page.
    const offline = !navigator.onLine;
    return (
      <main role="alert" className="container-page section-y min-h-screen">
        <h1 className="heading-2">{offline ? 'You are offline' : ERROR_TITLE}</h1>
        {offline ? (
          <p className="lead">This page is not saved on this device yet. It opens once you are back online.</p>
        ) : (
          <pre className="mt-6 whitespace-pre-wrap break-words rounded-lg bg-slate-100 p-4 text-sm text-ink">
            {error.message || String(error)}
          </pre>
        )}
        <a href="/" className="btn-primary mt-6">
          Return to Home
        </a>
      </main>
    );
  }
}
