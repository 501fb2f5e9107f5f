import { Stack, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { DailyChallenge } from './DailyChallenge.tsx';

/**
 * `/`: the daily challenge (issue #4). Guests play it too; visitors see it read-only. It loads as one
 * chunk of its own (src/app/route-table.ts), since the first page has little JS budget left (bench/bundle.ts).
 */
export function LandingPage() {
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Daily Challenge</Trans>
      </Title>
      <DailyChallenge />
    </Stack>
  );
}
