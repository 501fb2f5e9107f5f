import { Suspense, useState } from 'react';
import { getOutrightSportsAndCompetitions } from '#src/api/static-lookups/get-outright-sports-and-competitions.ts';
import { getSports } from '#src/api/static-lookups/get-sports.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { lazyScreen } from '#src/lib/chunk-load.ts';

// The drawer's code arrives on its first opening: most visits never open it, and the first page
// has a size budget. A hand on the button (a pointer, touch included, or focus) starts loading it,
// so the first opening rarely waits for the network with nothing drawn.
const DrawerPanel = lazyScreen(
  () => import('./DrawerPanel.tsx'),
  (m) => m.DrawerPanel,
);

/** Starts loading the drawer's code ahead of its first opening; later calls do nothing. */
export function preloadDrawer(): void {
  // A failure here is met again, and shown, when the drawer opens.
  DrawerPanel.preload().catch(() => undefined);
}

interface SideDrawerProps {
  opened: boolean;
  onClose(): void;
}

/** The side menu. Its sports list is fetched the first time it opens, and kept after that. */
export function SideDrawer({ opened, onClose }: SideDrawerProps) {
  const [everOpened, setEverOpened] = useState(opened);
  if (opened && !everOpened) setEverOpened(true);
  // Held here, outside the drawer's content, so closing the drawer does not drop the list.
  const [sports, retrySports] = useApiData(
    'active-sports',
    (api) => getSports(api, { activeOnly: true }),
    everOpened,
  );
  // Outright competitions (tournament winners) have no week of their own, so the drawer names them.
  const [outrights] = useApiData('outright-competitions', getOutrightSportsAndCompetitions, everOpened);

  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <DrawerPanel
        opened={opened}
        onClose={onClose}
        sports={sports}
        retrySports={retrySports}
        outrights={outrights}
      />
    </Suspense>
  );
}
