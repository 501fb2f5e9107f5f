import { lazy, Suspense, useState } from 'react';
import { getOutrightSportsAndCompetitions } from '#src/api/static-lookups/get-outright-sports-and-competitions.ts';
import { getSports } from '#src/api/static-lookups/get-sports.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { loadChunk } from '#src/lib/chunk-load.ts';

// The drawer's code arrives on its first opening: most visits never open it, and the first page
// has a size budget.
const DrawerPanel = lazy(() =>
  loadChunk(() => import('./DrawerPanel.tsx')).then((m) => ({ default: m.DrawerPanel })),
);

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
