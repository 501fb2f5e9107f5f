import './catalog.ts';
import './membership-refusals.ts';
import './styles.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Badge, Button, Card, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PremiumPlanDto } from '#core/contract/memberships.ts';
import { getPremiumPlan } from '#src/api/memberships/memberships.ts';
import { errorTitle, failureWords } from '#src/api/error-display.ts';
import { SignUpButton } from '#src/components/SignUpButton.tsx';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAuth, useSession } from '#src/lib/session/use-auth.ts';
import { planPrice } from './price.ts';
import { useCheckout } from './use-checkout.ts';

type Level = 'guest' | 'standard' | 'premium';

/**
 * /memberships: what a guest, a standard and a premium player each get (docs/game-rules.md §10), the price
 * from the server, and the way up: Subscribe for a standard player (a checkout, docs/payments.md), Sign up
 * or Upgrade for a visitor or a guest first.
 */
export function MembershipsPage() {
  const { t } = useLingui();
  const auth = useAuth();
  const session = useSession();
  const [plan, retryPlan] = useApiData('premium-plan', getPremiumPlan);
  const role = session.user?.userRoleId;
  const current: Level | null = session.isGuest
    ? 'guest'
    : session.isStandardPlayer
      ? 'standard'
      : role === 'PremiumPlayer'
        ? 'premium'
        : null;
  if (auth.status === 'loading') return <Loader aria-label={t`Loading`} />;
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Memberships</Trans>
      </Title>
      <Text>
        <Trans>
          Play free as a guest, sign up for leagues, or go premium for weekly credits and your stats.
        </Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <LevelCard
          title={t`Guest`}
          price={t`Free, no sign-up`}
          current={current === 'guest'}
          perks={[
            t`The weekly game: 5 picks a week`,
            t`The daily challenge`,
            t`Outright predictions`,
            t`Credits to boost your picks`,
          ]}
        />
        <LevelCard
          title={t`Standard`}
          price={t`Free with an account`}
          current={current === 'standard'}
          perks={[t`Everything a guest has, kept when you sign up`, t`Leagues: create 3 and join 10`]}
          action={current === null && !session.isAdmin ? <SignUpButton guest={false} /> : undefined}
        />
        <LevelCard
          title={t`Premium`}
          price={
            <PlanPrice plan={plan.status === 'ready' ? plan.data : null} failed={plan.status === 'error'} />
          }
          current={current === 'premium'}
          perks={[
            t`Everything a standard player has`,
            t`Weekly credits every gameweek`,
            t`Additional stats: your charts and longshots`,
            t`More leagues: create 20 and join 50`,
          ]}
          action={<PremiumAction current={current} admin={session.isAdmin} />}
        />
      </SimpleGrid>
      {plan.status === 'error' && (
        <Button variant="default" w="fit-content" onClick={retryPlan}>
          <Trans>Retry</Trans>
        </Button>
      )}
    </Stack>
  );
}

function PlanPrice({ plan, failed }: { plan: PremiumPlanDto | null; failed: boolean }) {
  const { t } = useLingui();
  if (failed) return <Trans>The price could not be loaded.</Trans>;
  if (!plan) return <Loader size="xs" aria-label={t`Loading the price`} />;
  const price = planPrice(plan);
  return plan.interval === 'month' ? <Trans>{price} a month</Trans> : <Trans>{price} a year</Trans>;
}

function LevelCard({
  title,
  price,
  perks,
  current,
  action,
}: {
  title: string;
  price: ReactNode;
  perks: string[];
  current: boolean;
  action?: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}{' '}
          {current && (
            <Badge color="dark" variant="filled" ml="xs">
              <Trans>Your plan</Trans>
            </Badge>
          )}
        </Title>
        <Text fw={700}>{price}</Text>
        <List size="sm" spacing={4}>
          {perks.map((perk) => (
            <List.Item key={perk}>{perk}</List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Card>
  );
}

function PremiumAction({ current, admin }: { current: Level | null; admin: boolean }) {
  if (admin)
    return (
      <Text size="sm">
        <Trans>Administrator accounts have no membership.</Trans>
      </Text>
    );
  if (current === 'premium')
    return (
      <Button component={Link} to={namedRoutes.manageSubscriptions()} variant="default">
        <Trans>Manage your subscription</Trans>
      </Button>
    );
  if (current === 'standard') return <SubscribeButton />;
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Trans>Premium belongs to a permanent account: sign up first.</Trans>
      </Text>
      <SignUpButton guest={current === 'guest'} />
    </Stack>
  );
}

function SubscribeButton() {
  const { i18n } = useLingui();
  const { actor, snapshot } = useCheckout({});
  const busy = snapshot.matches('starting') || snapshot.matches('redirecting');
  const problem = snapshot.matches('refused') || snapshot.matches('startFailed');
  const words = problem ? failureWords(snapshot.context.error) : null;
  return (
    <Stack gap="xs">
      <Button loading={busy} onClick={() => actor.send({ type: 'SUBSCRIBE' })}>
        <Trans>Subscribe to premium</Trans>
      </Button>
      {problem && words !== null && (
        <Alert color="error" title={i18n._(errorTitle)} role="alert">
          {typeof words === 'string' ? words : i18n._(words)}
          {snapshot.matches('startFailed') && (
            <Button variant="default" size="xs" ml="md" onClick={() => actor.send({ type: 'RETRY' })}>
              <Trans>Retry</Trans>
            </Button>
          )}
        </Alert>
      )}
    </Stack>
  );
}
