import './catalog.ts';
import type { ReactNode } from 'react';
import { List, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { WEEKLY_PREDICTIONS } from '#core/game/rules.ts';

/** `id` lets other pages link straight to a rule (/how-to-play#points). */
function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs" id={id} component="section">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The rules in brief (docs/game-rules.md); the numbers come from the game's constants. */
export function HowToPlayPage() {
  const picks = WEEKLY_PREDICTIONS;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>
        <Trans>How to play</Trans>
      </Title>
      <Section id="weekly-game" title={<Trans>The weekly game</Trans>}>
        <Text>
          <Trans>
            Each week, from Monday to Sunday, make up to {picks} predictions among the week's matches, across
            any sports and competitions. One prediction per match: pick who wins, a draw where the sport has
            draws, or whether the total goes over or under the line.
          </Trans>
        </Text>
      </Section>
      <Section id="points" title={<Trans>The less likely, the more points</Trans>}>
        <Text>
          <Trans>
            Every outcome is worth points according to how likely the bookmakers think it is: a favourite
            earns a few points, an outsider earns many. The points are fixed when you save your pick and shown
            on it before you do.
          </Trans>
        </Text>
      </Section>
      <Section id="lock" title={<Trans>Before kick-off</Trans>}>
        <List spacing="xs">
          <List.Item>
            <Trans>You can change or remove a prediction until its match starts; then it is locked.</Trans>
          </List.Item>
          <List.Item>
            <Trans>A correct prediction scores its points; a wrong one scores nothing.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              A cancelled or abandoned match is void: it scores nothing and does not count against you.
            </Trans>
          </List.Item>
        </List>
      </Section>
      <Section id="daily-challenge" title={<Trans>Daily Challenge</Trans>}>
        <Text>
          <Trans>
            Every day one featured match is the Daily Challenge. Pick its outcome before it starts; correct
            picks on consecutive days build your streak.
          </Trans>
        </Text>
      </Section>
      <Section id="credits" title={<Trans>Credits and leagues</Trans>}>
        <Text>
          <Trans>
            Credits boost your week: Bonus Points add to your score, a Multiplier multiplies one prediction's
            points and an Extra Prediction gives you one more pick. Join leagues to compete with friends on
            the same picks.
          </Trans>
        </Text>
      </Section>
    </Stack>
  );
}
