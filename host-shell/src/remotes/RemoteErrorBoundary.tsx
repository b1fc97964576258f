import { Component, type ReactNode } from 'react';

interface Props {
  fallback(error: Error, reset: () => void): ReactNode;
  children: ReactNode;
}

/** Keeps one application's failure inside its own panel; the rest of the shell goes on. */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('Application failed', error);
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
