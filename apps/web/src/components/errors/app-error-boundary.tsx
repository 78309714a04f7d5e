import * as React from 'react';
import { ErrorFallback } from './error-fallback';

type State = { error: unknown };

/** Last line of defence for errors outside the router (providers). */
export class AppErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    console.error('Uncaught rendering error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorFallback />;
    return this.props.children;
  }
}
