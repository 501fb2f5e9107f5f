import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { externalApps } from '#src/lib/routes/paths.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';

/**
 * /admin/ is a separate app on this origin (docs/admin.md), served by the server as its own page. A
 * navigation inside this SPA that lands here (history, a link) leaves with a full page load, as the
 * drawer's Go To Admin App does.
 */
export function AdminAppPage() {
  const { t } = useLingui();
  const { pageLoader } = useAppServices();
  useEffect(() => {
    pageLoader.assign(externalApps.admin);
  }, [pageLoader]);
  return (
    <Center mt="xl">
      <Loader aria-label={t`Opening the admin app`} />
    </Center>
  );
}
