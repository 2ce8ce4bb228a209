import { Component, type ReactNode } from 'react';
import { ErrorMessage } from '@/components/error-message';
import { reloadNow } from '@/lib/chunk-reload';

/** Loads the page again, keeping what the person was doing (`reloadNow`). */
export function ReloadButton({ label = 'Reload', className = 'button button--quiet' }: { label?: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={reloadNow}>
      {label}
    </button>
  );
}

interface LoadBoundaryProps {
  /** What failed, as a sentence's subject: "The cover editor". */
  what: string;
  /** Shown instead of the default message (e.g. a box of the part's size; should offer `ReloadButton`), or null for nothing. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Around a part loaded on demand (React.lazy): when its code cannot be
 * fetched (offline, a new build replaced the old files) or it fails to draw,
 * the part says so with a way out (Reload) instead of loading forever or
 * taking the screen around it down.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <ErrorMessage block>
        <p>{this.props.what} could not be loaded. Check your connection, then reload the page.</p>
        <ReloadButton />
      </ErrorMessage>
    );
  }
}
