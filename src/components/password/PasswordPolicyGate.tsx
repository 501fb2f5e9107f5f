import type { ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { getPasswordRequirements } from '#src/api/auth/password-requirements.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import type { PasswordPolicy } from '#src/lib/validation/index.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';

/**
 * Renders a new-password form once the server's policy has arrived, so the form validates against
 * the rules the server will apply.
 */
export function PasswordPolicyGate({ children }: { children(policy: PasswordPolicy): ReactNode }) {
  const { t } = useLingui();
  const [policy, retry] = useApiData('password-requirements', getPasswordRequirements);
  if (policy.status === 'loading') return <Loader size="sm" aria-label={t`Loading`} />;
  if (policy.status === 'error') return <ErrorNotice error={policy.error} retry={retry} />;
  return children(policy.data);
}
