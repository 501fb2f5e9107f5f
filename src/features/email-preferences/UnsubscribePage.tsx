import { useSearchParams } from 'react-router-dom';
import { Alert, Stack, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { autoUnsubscribeAll } from '#src/api/account/auto-unsubscribe-all.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { LinkCallOutcome } from '#src/components/emailed-links/LinkCallOutcome.tsx';
import { linkParams } from '#src/components/emailed-links/link-outcome.ts';

/** /email-preferences/unsubscribe?userId&token: the one-click link at the foot of every e-mail. */
export function UnsubscribePage() {
  const [search] = useSearchParams();
  const link = linkParams(search, ['userId', 'token'] as const);
  const [call, retry] = useApiData(
    `unsubscribe:${link?.userId}:${link?.token}`,
    (api) => (link ? autoUnsubscribeAll(api, link.userId, link.token) : Promise.resolve()),
    link !== null,
  );
  return (
    <Stack gap="md" maw={480}>
      <Title order={1}>
        <Trans>Unsubscribe</Trans>
      </Title>
      <LinkCallOutcome call={link ? call : null} retry={retry}>
        {() => (
          <Alert color="green" role="status">
            <Trans>You have been unsubscribed from all Longshot e-mails.</Trans>
          </Alert>
        )}
      </LinkCallOutcome>
    </Stack>
  );
}
