// The app's one error boundary: what part of a page shows instead of children that threw while
// rendering (a failed query read, mostly), where the crash page would be too much. React has no
// hook for this, so it stays a class, written once; each screen gives the fallback it needs, and
// a retry remounts it with a new `key`.
import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** Shown instead of the children once they have thrown. */
  fallback: ReactNode;
  /** Told of the error, e.g. to log it. */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
