import { Component, type ErrorInfo, type ReactNode } from 'react';

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

  componentDidCatch(error: Error, info: ErrorInfo) {
    document.title = ERROR_TITLE;
    console.warn('Rendering failed:', error, info.componentStack);
  }

  componentDidUpdate(prev: Props) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
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
