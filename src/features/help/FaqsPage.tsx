import './catalog.ts';
import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

function Question({ question, children }: { question: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">
        {question}
      </Title>
      <Text>{children}</Text>
    </Stack>
  );
}

export function FaqsPage() {
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>
        <Trans>FAQs</Trans>
      </Title>
      <Question question={<Trans>Is Longshot free to play?</Trans>}>
        <Trans>
          Yes. The weekly game and the Daily Challenge are free. A premium membership adds weekly credits,
          more leagues and additional stats.
        </Trans>
      </Question>
      <Question question={<Trans>Do I need an account?</Trans>}>
        <Trans>
          No. On your first visit you play as a guest tied to this browser. Link an email address to keep your
          scores and play from any device.
        </Trans>
      </Question>
      <Question question={<Trans>Why is one outcome worth more points than another?</Trans>}>
        <Trans>
          Points follow the odds: the less likely an outcome, the more points it earns when it comes true.
        </Trans>
      </Question>
      <Question question={<Trans>Can I change a prediction?</Trans>}>
        <Trans>Yes, until the match starts. After kick-off the prediction is locked.</Trans>
      </Question>
      <Question question={<Trans>Can I win money?</Trans>}>
        <Trans>No. Points and credits have no cash value and cannot be exchanged for money.</Trans>
      </Question>
      <Question question={<Trans>Is Longshot connected to the leagues whose matches it shows?</Trans>}>
        <Trans>
          No. Longshot is an independent game and is not affiliated with, endorsed by or sponsored by any
          league, team or competition organiser.
        </Trans>
      </Question>
    </Stack>
  );
}
