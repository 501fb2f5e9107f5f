import { Link } from 'react-router-dom';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { messages } from '#src/lib/messages.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';

/** /notfound, any unknown path, and where a 403 sends the player. */
export function NotFoundPage() {
  const { _ } = useLingui();
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1}>{_(messages.pageNotFound)}</Title>
      <Text>
        <Trans>The page you asked for does not exist or is not yours to see.</Trans>
      </Text>
      <Anchor component={Link} to={namedRoutes.Landing()}>
        <Trans>Back to the Daily Challenge</Trans>
      </Anchor>
    </Stack>
  );
}
