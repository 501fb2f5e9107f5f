import './catalog.ts';
import './membership-refusals.ts';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorTitle, failureWords } from '#src/api/error-display.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useCheckout, type CheckoutSnapshot } from './use-checkout.ts';

/**
 * /memberships/payment/success?checkout=<id>: where the provider sends the browser after paying. The
 * checkout machine asks how the checkout ended (docs/payments.md §4) and, when the payment made the player
 * premium, replaces the session with the one that says so.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout');
  return (
    <Stack gap="md" maw={640}>
      {checkoutId ? (
        <Confirmation checkoutId={checkoutId} />
      ) : (
        <>
          <Title order={1}>
            <Trans>Subscription</Trans>
          </Title>
          <NotPaid />
        </>
      )}
    </Stack>
  );
}

function Confirmation({ checkoutId }: { checkoutId: string }) {
  const { actor, snapshot } = useCheckout({ checkoutId });
  const paid = snapshot.matches('paid');
  return (
    <>
      <Title order={1}>{paid ? <Trans>Subscription successful</Trans> : <Trans>Your payment</Trans>}</Title>
      <Body snapshot={snapshot} onRetry={() => actor.send({ type: 'RETRY' })} />
    </>
  );
}

function Body({ snapshot, onRetry }: { snapshot: CheckoutSnapshot; onRetry(): void }) {
  const { t, i18n } = useLingui();
  if (snapshot.matches('paid'))
    return (
      // Dark green outline on white: 7.9 to 1 (as the bundles' success).
      <Alert variant="outline" color="#1b5e20" title={t`Welcome to premium`} role="status">
        <Stack gap="sm">
          <Text size="sm">
            <Trans>Your payment went through: you are a premium player now.</Trans>
          </Text>
          <Group>
            <Button component={Link} to={namedRoutes.stats()}>
              <Trans>See your stats</Trans>
            </Button>
            <Button component={Link} to={namedRoutes.manageSubscriptions()} variant="default">
              <Trans>Manage your subscription</Trans>
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  if (snapshot.matches('notPaid')) return <NotPaid />;
  if (snapshot.matches('unconfirmed'))
    return (
      <Alert color="blue" title={t`Still processing`} role="status">
        <Text size="sm">
          <Trans>We have not heard from the payment provider yet. This can take a minute.</Trans>
        </Text>
        <Button variant="default" size="xs" mt="sm" onClick={onRetry}>
          <Trans>Check again</Trans>
        </Button>
      </Alert>
    );
  if (snapshot.matches('refused') || snapshot.matches('confirmFailed')) {
    const words = failureWords(snapshot.context.error);
    return (
      <Alert color="error" title={i18n._(errorTitle)} role="alert">
        {words === null ? null : typeof words === 'string' ? words : i18n._(words)}
        {snapshot.matches('confirmFailed') && (
          <Button variant="default" size="xs" ml="md" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        )}
      </Alert>
    );
  }
  return (
    <Group gap="sm">
      <Loader size="sm" aria-label={t`Confirming your payment`} />
      <Text>
        <Trans>Confirming your payment…</Trans>
      </Text>
    </Group>
  );
}

function NotPaid() {
  return (
    <Stack gap="sm">
      <Text>
        <Trans>The payment was not completed, and nothing was charged.</Trans>
      </Text>
      <Button component={Link} to={namedRoutes.memberships()} w="fit-content">
        <Trans>Back to memberships</Trans>
      </Button>
    </Stack>
  );
}
