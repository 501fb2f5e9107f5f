import { Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

export function UserPage() {
  return (
    <Title order={1} size="h3">
      <Trans>User</Trans>
    </Title>
  );
}
