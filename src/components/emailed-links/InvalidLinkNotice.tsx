import { Alert } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { messages } from '#src/lib/messages.ts';

/** What a page opened from a bad or stale e-mail link says. */
export function InvalidLinkNotice() {
  const { _ } = useLingui();
  return (
    <Alert color="error" role="alert">
      {_(messages.invalidOrExpiredUrl)}
    </Alert>
  );
}
