import { Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

export function UsersPage() {
  return (
    <Title order={1} size="h3">
      <Trans>Users</Trans>
    </Title>
  );
}
