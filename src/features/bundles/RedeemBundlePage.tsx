import './catalog.ts';
import './bundle-refusals.ts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Group, List, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BundleGrantsDto } from '#core/contract/bundles.ts';
import { isBundleCodeShaped } from '#core/game/bundles.ts';
import { errorTitle, failureWords } from '#src/api/error-display.ts';
import { SignUpButton } from '#src/components/SignUpButton.tsx';
import { formatDateTime } from '#src/lib/format.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAuth, useSession } from '#src/lib/session/use-auth.ts';
import { mantineValidate, required, type Rule } from '#src/lib/validation/index.ts';
import { useRedeemBundle, type RedeemBundleSnapshot } from './use-redeem-bundle.ts';

/** A code as the form takes it: 4 to 32 letters, digits or dashes once trimmed (core/game/bundles.ts). */
const bundleCode: Rule = (value) =>
  typeof value !== 'string' || value.trim() === '' || isBundleCodeShaped(value)
    ? null
    : msg`A bundle code is 4 to 32 letters, digits or dashes.`;

/**
 * /bundle/redeem and /bundle/{code}/redeem (the code arrives pre-filled from a link). Bundles are for
 * signed-up players (docs/bundles.md): a guest is offered the way to a permanent account, a visitor the
 * sign-up page; the call is never made for them.
 */
export function RedeemBundlePage() {
  const { t } = useLingui();
  const { code } = useParams();
  const auth = useAuth();
  const session = useSession();
  let body;
  if (auth.status === 'loading') body = <Loader aria-label={t`Loading`} />;
  else if (session.isAuthenticatedUser) body = <RedeemFlow key={code ?? ''} code={code ?? ''} />;
  else body = <SignUpFirst guest={session.isGuest} />;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>
        <Trans>Redeem a bundle</Trans>
      </Title>
      {body}
    </Stack>
  );
}

function SignUpFirst({ guest }: { guest: boolean }) {
  const { t } = useLingui();
  return (
    <Alert color="blue" title={t`Bundles are for signed-up players`}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            A bundle can give you credits and premium days, which belong to a permanent account. Sign up
            first, then redeem your code here.
          </Trans>
        </Text>
        <Group>
          <SignUpButton guest={guest} />
        </Group>
      </Stack>
    </Alert>
  );
}

function RedeemFlow({ code }: { code: string }) {
  const { actor, snapshot } = useRedeemBundle({ code });
  if (snapshot.matches('redeemed')) {
    return <Redeemed snapshot={snapshot} onAnother={() => actor.send({ type: 'ANOTHER' })} />;
  }
  return (
    <CodeForm
      snapshot={snapshot}
      onSubmit={(typed) => actor.send({ type: 'SUBMIT', code: typed })}
      onRetry={() => actor.send({ type: 'RETRY' })}
    />
  );
}

interface CodeValues {
  code: string;
}

function CodeForm({
  snapshot,
  onSubmit,
  onRetry,
}: {
  snapshot: RedeemBundleSnapshot;
  onSubmit(code: string): void;
  onRetry(): void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm<CodeValues>({
    initialValues: { code: snapshot.context.code },
    validate: mantineValidate<CodeValues>({ code: [required, bundleCode] }, i18n),
  });
  const refused = snapshot.matches('refused');
  const failed = snapshot.matches('failed');
  const words = refused || failed ? failureWords(snapshot.context.error) : null;
  const problem = words === null ? undefined : typeof words === 'string' ? words : i18n._(words);
  return (
    <form noValidate onSubmit={form.onSubmit(({ code }) => onSubmit(code))}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Enter the code of your bundle to add its credits and premium days to your account.</Trans>
        </Text>
        <TextInput
          label={t`Bundle code`}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          {...form.getInputProps('code')}
          // A refusal is said where the player looks: under the code they typed.
          error={form.errors.code ?? (refused ? problem : undefined)}
        />
        {failed && (
          <Alert color="error" title={i18n._(errorTitle)} role="alert">
            {problem}
            <Button variant="default" size="xs" ml="md" onClick={onRetry}>
              <Trans>Retry</Trans>
            </Button>
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={snapshot.matches('redeeming')}>
            <Trans>Redeem</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Each thing a bundle can grant, in words, for the counts above zero. */
function grantLines(granted: BundleGrantsDto): MessageDescriptor[] {
  const lines: MessageDescriptor[] = [];
  const { bonusPoints, multipliers, extraPredictions, premiumDays } = granted;
  if (bonusPoints > 0) lines.push(msg`${bonusPoints} × Bonus points credit`);
  if (multipliers > 0) lines.push(msg`${multipliers} × Multiplier credit`);
  if (extraPredictions > 0) lines.push(msg`${extraPredictions} × Extra prediction credit`);
  if (premiumDays > 0) lines.push(msg`${premiumDays} days of premium`);
  return lines;
}

function Redeemed({ snapshot, onAnother }: { snapshot: RedeemBundleSnapshot; onAnother(): void }) {
  const { t, i18n } = useLingui();
  const redeemed = snapshot.context.redeemed;
  if (!redeemed) return null;
  const until = redeemed.premiumUntil === null ? null : formatDateTime(redeemed.premiumUntil);
  return (
    // Dark green outline on white: 7.9 to 1 (Mantine's light green alert title is 3.8 to 1, below AA).
    <Alert variant="outline" color="#1b5e20" title={t`Bundle ${redeemed.code} redeemed`} role="status">
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Added to your account:</Trans>
        </Text>
        <List size="sm">
          {grantLines(redeemed.granted).map((line) => (
            <List.Item key={line.id}>{i18n._(line)}</List.Item>
          ))}
        </List>
        {until !== null && (
          <Text size="sm">
            <Trans>You are a premium player until {until}.</Trans>
          </Text>
        )}
        <Group>
          <Button component={Link} to={namedRoutes.Home()} variant="filled">
            <Trans>Play</Trans>
          </Button>
          <Button variant="default" onClick={onAnother}>
            <Trans>Redeem another code</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
