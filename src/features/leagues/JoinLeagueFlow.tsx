import './catalog.ts';
import './styles.ts';
import './league-refusals.ts';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { JoinLeagueInput } from '#machines/join-league.machine.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { leagueCode, mantineValidate, required } from '#src/lib/validation/index.ts';
import { LeagueBadges } from './LeagueBadges.tsx';
import { LeagueFacts } from './LeagueFacts.tsx';
import { LeagueErrorNotice, leagueErrorWords } from './LeagueErrorNotice.tsx';
import { useJoinLeague, type JoinLeagueSnapshot } from './use-join-league.ts';
import { useSportGroups } from './use-sport-groups.ts';

/**
 * Joining a league, for a signed-up player: the join-league machine's states (a code to give, the
 * league's preview, a refusal). Its own chunk (JoinLeaguePage.tsx), loaded once the gate lets the player in.
 */
export function JoinFlow({ input }: { input: JoinLeagueInput }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const groups = useSportGroups();
  const { actor, snapshot } = useJoinLeague(input);
  const joined = snapshot.context.joined;

  useEffect(() => {
    if (joined) void navigate(namedRoutes.leagueDetails(joined.id), { replace: true });
  }, [joined, navigate]);

  if (snapshot.matches('needsCode'))
    return <CodeForm snapshot={snapshot} onSubmit={(code) => actor.send({ type: 'SUBMIT_CODE', code })} />;
  if (snapshot.matches('failed'))
    return <LeagueErrorNotice error={snapshot.context.error} retry={() => actor.send({ type: 'RETRY' })} />;
  if (snapshot.matches('refused')) return <Refused snapshot={snapshot} />;
  const preview = snapshot.context.preview;
  if (!preview || snapshot.matches('loadingPreview')) return <Loader aria-label={t`Loading`} />;
  return (
    <Card withBorder component="section" aria-labelledby="league-preview-name" maw={640}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h3" id="league-preview-name">
            {preview.name}
          </Title>
          <LeagueBadges league={preview} />
        </Group>
        <LeagueFacts league={preview} groups={groups} />
        {preview.isMember ? (
          <Group gap="sm">
            <Text size="sm">
              <Trans>You are already a member of this league.</Trans>
            </Text>
            <Anchor component={Link} to={namedRoutes.leagueDetails(preview.id)}>
              <Trans>Open the league</Trans>
            </Anchor>
          </Group>
        ) : (
          <Group>
            <Button loading={snapshot.matches('joining')} onClick={() => actor.send({ type: 'JOIN' })}>
              <Trans>Join this league</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

interface CodeValues {
  code: string;
}

function CodeForm({ snapshot, onSubmit }: { snapshot: JoinLeagueSnapshot; onSubmit(code: string): void }) {
  const { t, i18n } = useLingui();
  const { leagueId, refusal, code: tried, error } = snapshot.context;
  const form = useForm<CodeValues>({
    initialValues: { code: tried },
    validate: mantineValidate<CodeValues>({ code: [required, leagueCode] }, i18n),
  });
  // A private league opened without its code says so; a code that opened nothing says why.
  const wrongCode = refusal !== null && tried !== '' ? leagueErrorWords(error) : null;
  return (
    <Card withBorder component="section" maw={640}>
      <form noValidate onSubmit={form.onSubmit(({ code }) => onSubmit(code.trim()))}>
        <Stack gap="sm">
          <Text size="sm">
            {leagueId === null ? (
              <Trans>Enter the 8-character code a league's owner or member gave you.</Trans>
            ) : (
              <Trans>This league is private: enter its code to see it.</Trans>
            )}
          </Text>
          <TextInput
            label={t`League code`}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={16}
            {...form.getInputProps('code')}
          />
          {wrongCode && (
            <Alert color="error" role="alert">
              {typeof wrongCode === 'string' ? wrongCode : i18n._(wrongCode)}
            </Alert>
          )}
          <Group>
            <Button type="submit">{leagueId === null ? <Trans>Join</Trans> : <Trans>Continue</Trans>}</Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function Refused({ snapshot }: { snapshot: JoinLeagueSnapshot }) {
  const { i18n } = useLingui();
  const { refusal, error, leagueId } = snapshot.context;
  const words = leagueErrorWords(error);
  return (
    <Alert color="error" role="alert" maw={640}>
      <Stack gap="xs">
        <Text size="sm">{typeof words === 'string' ? words : i18n._(words)}</Text>
        {refusal === 'alreadyInLeague' && leagueId !== null && (
          <Anchor component={Link} to={namedRoutes.leagueDetails(leagueId)} size="sm">
            <Trans>Open the league</Trans>
          </Anchor>
        )}
        {refusal !== 'alreadyInLeague' && (
          <Anchor component={Link} to={namedRoutes.leaguesHome()} size="sm">
            <Trans>Back to my leagues</Trans>
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
