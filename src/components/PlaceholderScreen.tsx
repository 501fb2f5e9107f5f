import type { ReactNode } from 'react';
import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

interface PlaceholderScreenProps {
  title: ReactNode;
  /** 2 inside a page that already has its own heading (account settings). */
  order?: TitleOrder;
  children?: ReactNode;
}

/**
 * A screen whose issue has not landed: it names itself and says so plainly, with no made-up data.
 * The issue that builds the screen replaces the component its route loads.
 */
export function PlaceholderScreen({ title, order = 1, children }: PlaceholderScreenProps) {
  return (
    <Stack gap="sm">
      <Title order={order}>{title}</Title>
      {children}
      <Text c="dimmed">
        <Trans>This screen is not available yet.</Trans>
      </Text>
    </Stack>
  );
}
