import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/**
 * What the events view shows while its events arrive: grey blocks the size of the day tabs
 * and the first cards, so that nothing under them jumps when they come (issue #13: CLS 1.0).
 */
export function EventsSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="md" role="status" aria-label={t`Loading events`}>
      <Skeleton height={52} />
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} height={170} radius="md" />
      ))}
    </Stack>
  );
}
