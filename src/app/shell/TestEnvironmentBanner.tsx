import { Alert } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { testEnvironmentWarning } from '#src/config/settings.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';

/** Tells testers why the first calls are slow; absent in production and on a developer's machine. */
export function TestEnvironmentBanner() {
  const { _ } = useLingui();
  const { settings } = useAppServices();
  const warning = testEnvironmentWarning(settings.environment);
  if (!warning) return null;
  return (
    <Alert color="orange" radius={0} py={6} role="status">
      {_(warning)}
    </Alert>
  );
}
