import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LeagueDetailsDto } from '#core/contract/leagues.ts';
import { LEAGUE_NAME_MAX, normaliseLeagueName } from '#core/game/leagues.ts';
import { deleteLeague } from '#src/api/leagues/delete-league.ts';
import { renameLeague } from '#src/api/leagues/rename-league.ts';
import { rotateLeagueCode } from '#src/api/leagues/rotate-league-code.ts';
import { useSubmission } from '#src/hooks/use-submission.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { toast } from '#src/lib/toast.ts';
import { mantineValidate } from '#src/lib/validation/index.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { LeagueErrorNotice } from './LeagueErrorNotice.tsx';
import { leagueNameRule } from './league-texts.ts';

export interface OwnerPowersProps {
  league: LeagueDetailsDto;
  /** The league as the server now holds it (renamed, a new code). */
  onChanged(league: LeagueDetailsDto): void;
  onDeleted(): void;
}

/** The owner's powers: rename, a new code (the old one stops working), delete. */
export function OwnerPowers({ league, onChanged, onDeleted }: OwnerPowersProps) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const form = useForm({
    initialValues: { name: league.name },
    validate: mantineValidate<{ name: string }>({ name: [leagueNameRule] }, i18n),
  });
  const rename = useSubmission(async ({ name }: { name: string }) => {
    onChanged(await renameLeague(api, league.id, normaliseLeagueName(name)));
    toast.success(t`League renamed`, undefined, { timeout: true });
  });
  const rotate = useSubmission(async () => {
    onChanged(await rotateLeagueCode(api, league.id));
    toast.success(t`The league has a new code: the old one no longer works.`, undefined, { timeout: true });
  });
  const name = league.name;
  return (
    <Card withBorder component="section" aria-labelledby="owner-powers-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="owner-powers-title">
          <Trans>Manage the league</Trans>
        </Title>
        <form noValidate onSubmit={form.onSubmit((values) => void rename.run(values))}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t`League name`}
              maxLength={LEAGUE_NAME_MAX + 10}
              style={{ flex: '1 1 220px' }}
              {...form.getInputProps('name')}
            />
            <Button type="submit" loading={rename.busy} variant="default">
              <Trans>Rename</Trans>
            </Button>
          </Group>
        </form>
        {rename.error !== null && <LeagueErrorNotice error={rename.error} />}
        <Group gap="sm">
          <Button variant="default" loading={rotate.busy} onClick={() => void rotate.run()}>
            <Trans>New code</Trans>
          </Button>
          <ConfirmButton
            label={t`Delete league`}
            question={<Trans>Delete {name} for every member? Its standings go with it.</Trans>}
            action={async () => {
              await deleteLeague(api, league.id);
              toast.success(t`League deleted`, undefined, { timeout: true });
              onDeleted();
            }}
          />
        </Group>
        {rotate.error !== null && <LeagueErrorNotice error={rotate.error} />}
      </Stack>
    </Card>
  );
}
