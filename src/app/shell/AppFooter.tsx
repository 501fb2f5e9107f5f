import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { build, copyrightYear } from '#src/lib/constants.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { disclaimer } from '#src/lib/disclaimer.ts';
import { LanguageSelector } from './LanguageSelector.tsx';

const links: { to: string; label: ReactNode }[] = [
  { to: namedRoutes.Feedback(), label: <Trans>Contact Us</Trans> },
  { to: namedRoutes.privacyPolicy(), label: <Trans>Privacy Policy</Trans> },
  { to: namedRoutes.termsAndConditions(), label: <Trans>Terms and Conditions</Trans> },
  { to: namedRoutes.cookiePolicy(), label: <Trans>Cookie Policy</Trans> },
  { to: namedRoutes.licencesAndDisclaimers(), label: <Trans>Licences and Disclaimers</Trans> },
];

/** dd/MM/yyyy like every date in the game, without dayjs: the footer is on the size-budgeted first page. */
function formatBuildDate(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}

export function AppFooter() {
  const { t, i18n } = useLingui();
  const { settings } = useAppServices();
  const year = copyrightYear;
  const appTitle = settings.baseTitle;
  const buildNumber = build.number;
  const buildDate = formatBuildDate(build.date);
  return (
    <Stack
      component="footer"
      role="contentinfo"
      gap="sm"
      pt="lg"
      pb={80}
      px="md"
      mt="xl"
      bg="var(--longshot-surface)"
    >
      <Group component="nav" gap="md" aria-label={t`Footer`}>
        {links.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dark">
            {link.label}
          </Anchor>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {i18n._(disclaimer)}
      </Text>
      <Group justify="space-between" gap="sm">
        <Text size="xs" c="dimmed">
          <Trans>
            © {year} {appTitle}. Build {buildNumber} ({buildDate})
          </Trans>
        </Text>
        <LanguageSelector />
      </Group>
    </Stack>
  );
}
