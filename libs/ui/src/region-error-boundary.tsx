import { WEB_TEXTS } from '@fleet/domain';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel';

/** Props of {@link RegionErrorBoundary}. */
export interface RegionErrorBoundaryProps {
  /** Name of the region, for the log and `data-region` (e.g. 'sidebar', 'main'). */
  region: string;
  children?: ReactNode;
  /** Custom fallback; receives the error and a reset that renders the children again. */
  fallback?: (error: Error, reset: () => void) => ReactNode;
  /** Resets the boundary when any of these change (e.g. the current path). */
  resetKeys?: readonly unknown[];
  /** Called with every error caught (e.g. to log it). */
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
  keys: readonly unknown[] | undefined;
}

function changed(a: readonly unknown[] = [], b: readonly unknown[] = []): boolean {
  return a.length !== b.length || a.some((v, i) => !Object.is(v, b[i]));
}

/**
 * Keeps a failure inside one region of the page (sidebar, top bar, page content): the rest of the shell keeps
 * working and the region offers a retry.
 */
export class RegionErrorBoundary extends Component<RegionErrorBoundaryProps, State> {
  override state: State = { error: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: RegionErrorBoundaryProps, state: State): Partial<State> | null {
    if (changed(props.resetKeys, state.keys)) return { keys: props.resetKeys, error: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div data-region={this.props.region}>
        {this.props.fallback ? (
          this.props.fallback(error, this.reset)
        ) : (
          <ErrorPanel title={WEB_TEXTS.regionErrorTitle} message={error.message} onRetry={this.reset} />
        )}
      </div>
    );
  }
}
