import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFailed } from './RemoteFailed';

interface Props {
  /** Called before the boundary resets on Retry (e.g. to forget the failed download). */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Shows the friendly message with Retry instead of a blank page when a page cannot load or render. */
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
    return this.state.error ? <RemoteFailed onRetry={this.retry} /> : this.props.children;
  }
}
