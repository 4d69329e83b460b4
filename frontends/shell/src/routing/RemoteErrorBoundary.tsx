import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClass, cardClass } from '@jbp/shared';
import { REMOTE_FAILED_MESSAGE } from '@/messages';

interface Props {
  /** Called before the boundary resets on Retry (e.g. to forget the failed remote). */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Shows a friendly message with Retry instead of a blank page when a remote cannot load or render. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Remote failed', error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <div className={`${cardClass} p-8 text-center`} role="alert">
          <svg viewBox="0 0 24 24" className="mx-auto size-12 text-amber-500" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
            <path d="M12 9v4m0 3.5h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <p className="mt-4 text-lg font-semibold text-slate-900">{REMOTE_FAILED_MESSAGE}</p>
          <button type="button" className={`${buttonClass('primary')} mt-6`} onClick={this.retry}>
            Retry
          </button>
        </div>
      </div>
    );
  }
}
