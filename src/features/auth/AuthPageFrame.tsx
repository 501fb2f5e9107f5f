import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';

/** The narrow column every page of the sign-in app sits in, under its heading. */
export function AuthPageFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md" maw={440}>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
