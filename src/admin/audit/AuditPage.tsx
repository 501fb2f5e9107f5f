import { Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

export function AuditPage() {
  return (
    <Title order={1} size="h3">
      <Trans>Audit log</Trans>
    </Title>
  );
}
