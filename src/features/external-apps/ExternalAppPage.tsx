import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/**
 * /admin/ is a separate app on this origin. While the server has no such app yet, it hands back this SPA,
 * which says so rather than pretending to be an admin screen.
 */
function ExternalAppPlaceholder({ title }: { title: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">
        <Trans>This part of Longshot is a separate application that is not available yet.</Trans>
      </Text>
    </Stack>
  );
}

export function AdminAppPage() {
  return <ExternalAppPlaceholder title={<Trans>Admin App</Trans>} />;
}
