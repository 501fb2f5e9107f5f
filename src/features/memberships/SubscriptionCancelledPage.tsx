import './catalog.ts';
import './membership-refusals.ts';
import { Link } from 'react-router-dom';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { getMySubscription } from '#src/api/memberships/memberships.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { formatDate } from '#src/lib/format.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useSession } from '#src/lib/session/use-auth.ts';

/** /memberships/subscriptions/cancel: after a cancel, how long premium lasts and the way to resume. */
export function SubscriptionCancelledPage() {
  const { t } = useLingui();
  const session = useSession();
  const [mine, retry] = useApiData(
    `my-subscription-cancelled:${session.user?.userId ?? ''}`,
    getMySubscription,
    session.isAuthenticatedUser,
  );
  let content;
  if (!session.isAuthenticatedUser) content = null;
  else if (mine.status === 'loading') content = <Loader aria-label={t`Loading`} />;
  else if (mine.status === 'error') content = <ErrorNotice error={mine.error} retry={retry} />;
  else {
    const subscription = mine.data.subscription;
    content =
      subscription && subscription.status !== 'ended' ? (
        <Text>
          <Trans>
            You stay premium until {formatDate(subscription.paidUntil)}, and nothing more will be charged. You
            can resume your subscription until then.
          </Trans>
        </Text>
      ) : (
        <Text>
          <Trans>Your subscription has ended.</Trans>
        </Text>
      );
  }
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>
        <Trans>Subscription cancelled</Trans>
      </Title>
      {content}
      <Group>
        <Button component={Link} to={namedRoutes.manageSubscriptions()} variant="default">
          <Trans>Manage your subscription</Trans>
        </Button>
        <Button component={Link} to={namedRoutes.Home()}>
          <Trans>Play</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
