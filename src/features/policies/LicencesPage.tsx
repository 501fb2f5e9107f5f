import './catalog.ts';
import { List, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { disclaimer } from '#src/lib/disclaimer.ts';

// The open-source projects the player's browser runs, with their licences (all MIT).
const openSourceLibraries = [
  'React',
  'React Router',
  'Mantine',
  'XState',
  'Lingui',
  'ofetch',
  'Day.js',
  'Tabler Icons',
];

export function LicencesPage() {
  const { _ } = useLingui();
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>
        <Trans>Licences and Disclaimers</Trans>
      </Title>
      <Title order={2} size="h3">
        <Trans>Disclaimer</Trans>
      </Title>
      <Text>{_(disclaimer)}</Text>
      <Title order={2} size="h3">
        <Trans>Open-source software</Trans>
      </Title>
      <Text>
        <Trans>Longshot is built with these open-source projects, each under the MIT licence:</Trans>
      </Text>
      <List>
        {openSourceLibraries.map((name) => (
          <List.Item key={name}>{name}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
