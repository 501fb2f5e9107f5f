import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { formatDate } from '#src/lib/format.ts';

export interface PolicySection {
  heading: ReactNode;
  /** Paragraphs and lists. */
  body: ReactNode;
}

/**
 * A legal page: its title, the version and date in force (core/policies.ts), then numbered sections. One
 * narrow column of plain text, readable on a 390 px phone without sideways scrolling.
 */
export function PolicyDocument({
  title,
  version,
  date,
  sections,
}: {
  title: ReactNode;
  version: string;
  date: string;
  sections: PolicySection[];
}) {
  const effective = formatDate(date);
  return (
    <Stack gap="md" maw={720} style={{ overflowWrap: 'anywhere' }}>
      <Title order={1}>{title}</Title>
      <Text size="sm" c="dimmed">
        <Trans>
          Version {version}, in force from {effective}
        </Trans>
      </Text>
      {sections.map((section, index) => (
        <Stack key={index} gap="xs">
          <Title order={2} size="h3">
            {index + 1}. {section.heading}
          </Title>
          {section.body}
        </Stack>
      ))}
    </Stack>
  );
}

/** A link to another page of the app (a `namedRoutes` path), inside a policy's text. */
export function PolicyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} inherit>
      {children}
    </Anchor>
  );
}
