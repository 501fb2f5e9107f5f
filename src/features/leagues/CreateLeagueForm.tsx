import { useNavigate } from 'react-router-dom';
import { Button, Card, NativeSelect, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  LeagueLimitsDto,
  LeagueRankBy,
  LeagueScopeDto,
  LeagueVisibilityId,
} from '#core/contract/leagues.ts';
import type { SportGroupDto, SportId } from '#core/contract/static-lookups.ts';
import { LEAGUE_NAME_MAX, normaliseLeagueName } from '#core/game/leagues.ts';
import { createLeague } from '#src/api/leagues/create-league.ts';
import { useSubmission } from '#src/hooks/use-submission.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { toast } from '#src/lib/toast.ts';
import { mantineValidate } from '#src/lib/validation/index.ts';
import { LeagueErrorNotice } from './LeagueErrorNotice.tsx';
import { leagueNameRule, rankByLabels, visibilityLabels } from './league-texts.ts';

type ScopeKind = LeagueScopeDto['kind'];

interface CreateLeagueValues {
  name: string;
  visibility: `${LeagueVisibilityId}`;
  scopeKind: ScopeKind;
  sportId: SportId | '';
  competitionKey: string;
  rankBy: LeagueRankBy;
}

/** The scope chosen; a sport or competition not chosen yet is the list's first (as the select shows it). */
function scopeOf(values: CreateLeagueValues, sportIds: SportId[], competitionKeys: string[]): LeagueScopeDto {
  const sportId = values.sportId || sportIds[0];
  if (values.scopeKind === 'sport' && sportId) return { kind: 'sport', sportId };
  if (values.scopeKind === 'competition')
    return { kind: 'competition', competitionKey: values.competitionKey || (competitionKeys[0] ?? '') };
  return { kind: 'all' };
}

/** The create-league form: name, public or private, what counts, and which score ranks. */
export function CreateLeagueForm({
  groups,
  limits,
}: {
  groups: SportGroupDto[] | null;
  limits: LeagueLimitsDto;
}) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const navigate = useNavigate();
  const sports = groups ?? [];
  const competitions = sports.flatMap((group) =>
    group.competitions.map((competition) => ({
      value: competition.key,
      label: competition.displayName || competition.title,
    })),
  );
  const form = useForm<CreateLeagueValues>({
    initialValues: {
      name: '',
      visibility: '1',
      scopeKind: 'all',
      sportId: '',
      competitionKey: '',
      rankBy: 'boosted',
    },
    validate: mantineValidate<CreateLeagueValues>({ name: [leagueNameRule] }, i18n),
  });
  const submission = useSubmission(async (values: CreateLeagueValues) => {
    const league = await createLeague(api, {
      name: normaliseLeagueName(values.name),
      visibility: Number(values.visibility) as LeagueVisibilityId,
      scope: scopeOf(
        values,
        sports.map((group) => group.sport.id),
        competitions.map((competition) => competition.value),
      ),
      rankBy: values.rankBy,
    });
    toast.success(t`League created`, undefined, { timeout: true });
    void navigate(namedRoutes.leagueDetails(league.id));
  });
  const atLimit = limits.created >= limits.maxCreated;
  const max = limits.maxCreated;
  const { values } = form;

  return (
    <Card withBorder component="section" aria-labelledby="create-league-title">
      <form noValidate onSubmit={form.onSubmit((submitted) => void submission.run(submitted))}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="create-league-title">
            <Trans>Create a league</Trans>
          </Title>
          {atLimit && (
            <Text size="sm" c="dimmed">
              <Trans>You have created {max} leagues, the most your membership allows.</Trans>
            </Text>
          )}
          <TextInput
            label={t`League name`}
            maxLength={LEAGUE_NAME_MAX + 10}
            disabled={atLimit}
            {...form.getInputProps('name')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="league-visibility-label">
              <Trans>Who can join</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby="league-visibility-label"
              disabled={atLimit}
              data={[
                { value: '1', label: t`Private: with the code` },
                { value: '0', label: i18n._(visibilityLabels[0]) },
              ]}
              {...form.getInputProps('visibility')}
            />
          </Stack>
          <NativeSelect
            label={t`Which picks count`}
            disabled={atLimit}
            data={[
              { value: 'all', label: t`All sports` },
              { value: 'sport', label: t`One sport` },
              { value: 'competition', label: t`One competition` },
            ]}
            {...form.getInputProps('scopeKind')}
          />
          {values.scopeKind === 'sport' && (
            <NativeSelect
              label={t`Sport`}
              disabled={atLimit}
              data={sports.map((group) => ({ value: group.sport.id, label: group.sport.name }))}
              {...form.getInputProps('sportId')}
            />
          )}
          {values.scopeKind === 'competition' && (
            <NativeSelect
              label={t`Competition`}
              disabled={atLimit}
              data={competitions}
              {...form.getInputProps('competitionKey')}
            />
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="league-rank-by-label">
              <Trans>Rank by</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby="league-rank-by-label"
              disabled={atLimit}
              data={(['boosted', 'total'] as const).map((value) => ({
                value,
                label: i18n._(rankByLabels[value]),
              }))}
              {...form.getInputProps('rankBy')}
            />
          </Stack>
          <div>
            <Button type="submit" loading={submission.busy} disabled={atLimit}>
              <Trans>Create league</Trans>
            </Button>
          </div>
          {submission.error !== null && <LeagueErrorNotice error={submission.error} />}
        </Stack>
      </form>
    </Card>
  );
}
