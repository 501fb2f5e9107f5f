import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ChunkLoadErrorDialog } from '../dialogs/ChunkLoadErrorDialog.tsx';
import { GlobalErrorDialog } from '../dialogs/GlobalErrorDialog.tsx';
import { useAppServices } from '../services/AppServices.tsx';
import { isChunkLoadError } from './chunk-load.ts';

/** What a route shows when its code failed to arrive or it threw while rendering. */
export function RouteErrorScreen() {
  const error = useRouteError();
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
