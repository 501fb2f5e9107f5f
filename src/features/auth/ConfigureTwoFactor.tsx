import { useMemo, useState } from 'react';
import { Alert } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RecoveryCodesDto } from '#core/contract/account.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { useAuth } from '#src/lib/session/use-auth.ts';
import { RecoveryCodesPanel } from '#src/components/two-factor/RecoveryCodesPanel.tsx';
import { TwoFactorSetup } from '#src/components/two-factor/TwoFactorSetup.tsx';
import { createSetupTokenApi } from './setup-token-api.ts';

/**
 * Sign-in result ConfigureTFA: an administrator account must have two-factor before it may sign in.
 * The sign-in's setup token allows exactly this set-up; enabling answers the first session.
 */
export function ConfigureTwoFactor({ setupToken }: { setupToken: string }) {
  const { t } = useLingui();
  const services = useAppServices();
  const auth = useAuth();
  const api = useMemo(() => createSetupTokenApi(services, setupToken), [services, setupToken]);
  const [enabled, setEnabled] = useState<RecoveryCodesDto | null>(null);

  if (enabled) {
    return (
      <RecoveryCodesPanel
        codes={enabled.recoveryCodes}
        onDone={() => {
          // Taken up only now: the new session would move this page on before the codes were saved.
          auth.send({ type: 'TOKENS_REPLACED', tokens: enabled.token });
          services.pageLoader.assign(namedRoutes.Landing());
        }}
      />
    );
  }
  return (
    <>
      <Alert color="orange" title={t`Two-factor authentication required`}>
        <Trans>
          An administrator account must have two-factor authentication set up before it can log in. Set it up
          now with an authenticator app.
        </Trans>
      </Alert>
      <TwoFactorSetup api={api} onEnabled={setEnabled} />
    </>
  );
}
