import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadErrorScreen } from './ChunkLoadErrorScreen';
import { isChunkLoadError } from './chunkLoad';
import { TopLevelErrorScreen } from './TopLevelErrorScreen';

export interface AppErrorBoundaryProps {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  error: unknown;
  attempt: number;
}

/**
 * The outermost error boundary (around the router): an error no route caught shows a full page with a
 * retry that renders the app again (a chunk failure offers a reload instead).
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<AppErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[app] uncaught error', error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.error !== null) {
      return isChunkLoadError(this.state.error) ? <ChunkLoadErrorScreen fullPage /> : <TopLevelErrorScreen onRetry={this.retry} />;
    }
    return <div key={this.state.attempt} style={{ display: 'contents' }}>{this.props.children}</div>;
  }
}
