import './catalog.ts';
import './membership-refusals.ts';
import './styles.ts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MySubscriptionDto, SubscriptionDto } from '#core/contract/memberships.ts';
import {
  changeSubscription,
  getMySubscription,
  openPaymentPortal,
} from '#src/api/memberships/memberships.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { formatDate } from '#src/lib/format.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { useSession } from '#src/lib/session/use-auth.ts';
import { priceText } from './price.ts';
import { paymentStatusTexts, subscriptionStatusText } from './subscription-texts.ts';

/**
 * /account-settings/subscriptions: the plan, its status, the next charge, the payments, and Cancel (at the
 * period's end) or Resume (docs/payments.md §4).
 */
export function ManageSubscriptionsSection() {
  const { t } = useLingui();
  const session = useSession();
  const member = session.isAuthenticatedUser && !session.isAdmin;
  const [loaded, retry] = useApiData(
    `my-subscription:${session.user?.userId ?? ''}`,
    getMySubscription,
    member,
  );
  // The answer of a cancel or resume replaces what was loaded.
  const [changed, setChanged] = useState<MySubscriptionDto | null>(null);
  let content;
  if (!member)
    content = (
      <Text>
        <Trans>Subscriptions belong to signed-up players.</Trans>
      </Text>
    );
  else if (loaded.status === 'loading') content = <Loader aria-label={t`Loading`} />;
  else if (loaded.status === 'error') content = <ErrorNotice error={loaded.error} retry={retry} />;
  else content = <Subscription mine={changed ?? loaded.data} onChanged={setChanged} />;
  return (
    <Stack gap="md">
      <Title order={2}>
        <Trans>Manage Premium Subscription</Trans>
      </Title>
      {content}
    </Stack>
  );
}

function Subscription({
  mine,
  onChanged,
}: {
  mine: MySubscriptionDto;
  onChanged(next: MySubscriptionDto): void;
}) {
  const { subscription, payments, bundlePremiumUntil } = mine;
  return (
    <Stack gap="md">
      {subscription ? (
        <Plan subscription={subscription} onChanged={onChanged} />
      ) : (
        <Stack gap="xs">
          <Text>
            <Trans>You have no premium subscription.</Trans>
          </Text>
          <Button component={Link} to={namedRoutes.memberships()} w="fit-content">
            <Trans>See memberships</Trans>
          </Button>
        </Stack>
      )}
      {bundlePremiumUntil !== null && (
        <Text size="sm">
          <Trans>Premium from bundles until {formatDate(bundlePremiumUntil)}.</Trans>
        </Text>
      )}
      <History payments={payments} />
    </Stack>
  );
}

function Plan({
  subscription,
  onChanged,
}: {
  subscription: SubscriptionDto;
  onChanged(next: MySubscriptionDto): void;
}) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const price = priceText(subscription.amountCents, subscription.currency);
  const live = subscription.status !== 'ended';
  const change = async (which: 'Cancel' | 'Resume') => {
    setBusy(true);
    setError(null);
    try {
      const next = await changeSubscription(api, which);
      if (which === 'Cancel') await navigate(namedRoutes.subscriptionCancelled());
      else onChanged(next);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  // Stripe's customer portal: a full page load to Stripe, which sends the player back here.
  const managePayment = async () => {
    setBusy(true);
    setError(null);
    try {
      const { url } = await openPaymentPortal(api);
      window.location.assign(url);
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };
  const rows: Array<[string, string]> = [
    [t`Plan`, subscription.interval === 'month' ? t`Premium, ${price} a month` : t`Premium, ${price} a year`],
    [t`Status`, i18n._(subscriptionStatusText(subscription))],
    [t`Paid until`, formatDate(subscription.paidUntil)],
    [
      t`Next charge`,
      subscription.nextChargeAt ? `${formatDate(subscription.nextChargeAt)} (${price})` : t`None`,
    ],
    [t`Member since`, formatDate(subscription.startedAt)],
  ];
  return (
    <Stack gap="sm">
      <Table variant="vertical" withTableBorder maw={560} fz="sm" horizontalSpacing="xs">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={130}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {error !== null && <ErrorNotice error={error} />}
      {live && !subscription.cancelAtPeriodEnd && !confirming && (
        <Button variant="default" w="fit-content" onClick={() => setConfirming(true)}>
          <Trans>Cancel subscription</Trans>
        </Button>
      )}
      {confirming && (
        <Alert color="orange" variant="outline" title={t`Cancel your subscription?`} role="alertdialog">
          <Stack gap="sm">
            <Text size="sm">
              <Trans>
                You stay premium until {formatDate(subscription.currentPeriodEnd)}, and nothing more is
                charged.
              </Trans>
            </Text>
            <Group>
              <Button color="red.9" loading={busy} onClick={() => void change('Cancel')}>
                <Trans>Cancel at the end of the period</Trans>
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                <Trans>Keep my subscription</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {live && subscription.provider === 'stripe' && (
        <Button variant="default" w="fit-content" loading={busy} onClick={() => void managePayment()}>
          <Trans>Manage payment method</Trans>
        </Button>
      )}
      {live && subscription.cancelAtPeriodEnd && (
        <Button w="fit-content" loading={busy} onClick={() => void change('Resume')}>
          <Trans>Resume subscription</Trans>
        </Button>
      )}
      {!live && (
        <Button component={Link} to={namedRoutes.memberships()} w="fit-content">
          <Trans>Subscribe again</Trans>
        </Button>
      )}
    </Stack>
  );
}

function History({ payments }: { payments: MySubscriptionDto['payments'] }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="xs">
      <Title order={3}>
        <Trans>Payments</Trans>
      </Title>
      {payments.length === 0 ? (
        <Text size="sm">
          <Trans>No payments yet.</Trans>
        </Text>
      ) : (
        <Table striped withTableBorder fz="sm" horizontalSpacing="xs" aria-label={t`Payments`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Date`}</Table.Th>
              <Table.Th>{t`Amount`}</Table.Th>
              {/* A phone has no room for the period: the date, amount and status say enough there. */}
              <Table.Th visibleFrom="sm">{t`Period`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td>{formatDate(payment.createdAt)}</Table.Td>
                <Table.Td>{priceText(payment.amountCents, payment.currency)}</Table.Td>
                <Table.Td visibleFrom="sm">
                  {payment.periodStart && payment.periodEnd
                    ? `${formatDate(payment.periodStart)} – ${formatDate(payment.periodEnd)}`
                    : '—'}
                </Table.Td>
                <Table.Td>{i18n._(paymentStatusTexts[payment.status])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
