import { Component, useEffect, type ReactNode } from 'react';
import { ChunkLoadErrorDialog } from '#src/app/dialogs/ChunkLoadErrorDialog.tsx';
import { GlobalErrorDialog } from '#src/app/dialogs/GlobalErrorDialog.tsx';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { isChunkLoadError } from '#src/lib/chunk-load.ts';

/** What a route shows when its code failed to arrive or it threw while rendering. */
function RouteErrorScreen({ error }: { error: unknown }) {
  const { pageLoader } = useAppServices();
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    console.error(chunkFailed ? 'A screen could not be loaded' : 'Unexpected error in a screen', error);
  }, [chunkFailed, error]);

  return chunkFailed ? (
    <ChunkLoadErrorDialog reload={pageLoader.reload} />
  ) : (
    <GlobalErrorDialog reload={pageLoader.reload} />
  );
}

interface RouteErrorBoundaryProps {
  /** The path: moving elsewhere after a failure tries the new screen afresh. */
  resetKey: string;
  children: ReactNode;
}

/** Catches what a screen throws, its lazy chunk failing included, and shows RouteErrorScreen. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('A screen failed without saying why') };
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== undefined) {
      this.setState({ error: undefined });
    }
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteErrorScreen error={this.state.error} />
    );
  }
}
