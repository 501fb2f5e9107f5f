import { Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useMayWrite } from '../session/AdminSessionContext.tsx';

/** The note a shadow administrator sees above a desk's disabled actions, as on the user page. */
export function ReadOnlyNote() {
  const mayWrite = useMayWrite();
  if (mayWrite) return null;
  return (
    <Text c="dimmed">
      <Trans>Shadow administrators can see everything but change nothing.</Trans>
    </Text>
  );
}
