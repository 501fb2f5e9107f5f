import { useParams } from 'react-router-dom';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { getAllSportsAndCompetitions } from '../../api/static-lookups/get-all-sports-and-competitions.ts';
import { useApiData } from '../../app/data/useApiData.ts';
import { ErrorNotice } from '../common/ErrorNotice.tsx';
import { PlaceholderScreen } from '../common/PlaceholderScreen.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { findSelection } from './find-selection.ts';

/** /play, /play/:sport, /play/:sport/:competition and /play/:sport/:competition/:seasonId. */
export function EventsPage() {
  const { t } = useLingui();
  const params = useParams();
  const [lookup, retry] = useApiData(
    'all-sports-and-competitions',
    getAllSportsAndCompetitions,
    !!params.sport,
  );

  if (!params.sport) return <PlaceholderScreen title={<Trans>Home</Trans>} />;
  if (lookup.status === 'loading') return <Loader aria-label={t`Loading`} />;
  if (lookup.status === 'error') return <ErrorNotice error={lookup.error} retry={retry} />;

  const selection = findSelection(lookup.data, params);
  if (!selection?.sport) return <NotFoundPage />;
  const sportName = selection.sport.name;
  const competitionName = selection.competition?.displayName;
  const season = selection.seasonId;
  return (
    <PlaceholderScreen title={sportName}>
      {competitionName && (
        <Stack gap={2}>
          <Title order={2} size="h3">
            {competitionName}
          </Title>
          {season && (
            <Text>
              <Trans>Archived season {season}</Trans>
            </Text>
          )}
        </Stack>
      )}
    </PlaceholderScreen>
  );
}
