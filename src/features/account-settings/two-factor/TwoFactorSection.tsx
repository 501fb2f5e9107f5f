import '#src/features/account-settings/catalog.ts';
import { useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TwoFactorStatusDto } from '#core/contract/account.ts';
import { disableTwoFactor } from '#src/api/account/two-factor-disable.ts';
import { regenerateRecoveryCodes } from '#src/api/account/two-factor-regenerate.ts';
import { getTwoFactorStatus } from '#src/api/account/two-factor-status.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { useAuth } from '#src/lib/session/use-auth.ts';
import { toast } from '#src/lib/toast.ts';
import { isAdminUser } from '#src/lib/roles.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { AccountSection } from '#src/features/account-settings/AccountSection.tsx';
import { ReauthenticateForm } from './ReauthenticateForm.tsx';
import { RecoveryCodesPanel } from '#src/components/two-factor/RecoveryCodesPanel.tsx';
import { TwoFactorSetup } from '#src/components/two-factor/TwoFactorSetup.tsx';

type Task = 'enable' | 'regenerate' | 'disable' | null;

interface TwoFactorStatusViewProps {
  status: TwoFactorStatusDto;
  task: Task;
  setTask(task: Task): void;
  /** New recovery codes arrived, with the session that replaces ours. */
  onCodes(codes: string[]): void;
  onDisabled(): void;
}

function TwoFactorOff({ task, setTask, onCodes }: Omit<TwoFactorStatusViewProps, 'status' | 'onDisabled'>) {
  const auth = useAuth();
  if (task === 'enable') {
    return (
      <TwoFactorSetup
        onEnabled={({ recoveryCodes, token }) => {
          auth.send({ type: 'TOKENS_REPLACED', tokens: token });
          onCodes(recoveryCodes);
        }}
        onCancel={() => setTask(null)}
      />
    );
  }
  return (
    <>
      <Text>
        <Trans>
          Two-factor authentication is off. Turn it on to be asked for a code from an authenticator app each
          time you log in.
        </Trans>
      </Text>
      <Button onClick={() => setTask('enable')} w="fit-content">
        <Trans>Enable two-factor authentication</Trans>
      </Button>
    </>
  );
}

function TwoFactorOn({ status, task, setTask, onCodes, onDisabled }: TwoFactorStatusViewProps) {
  const { api } = useAppServices();
  const auth = useAuth();
  const left = status.recoveryCodesLeft;
  // Administrators must keep two-factor (the server refuses, and a refusal is a 403).
  const mayDisable = !isAdminUser(auth.user?.userRoleId);
  return (
    <>
      <Text>
        <Trans>Two-factor authentication is on.</Trans>
      </Text>
      <Text>
        <Trans>Recovery codes left: {left}</Trans>
      </Text>
      {task === 'regenerate' && (
        <ReauthenticateForm
          intro={
            <Trans>Your current recovery codes will stop working. Enter your password to continue.</Trans>
          }
          submitLabel={<Trans>Generate new recovery codes</Trans>}
          onSubmit={async (password) => {
            const { recoveryCodes, token } = await regenerateRecoveryCodes(api, { password });
            auth.send({ type: 'TOKENS_REPLACED', tokens: token });
            onCodes(recoveryCodes);
          }}
          onCancel={() => setTask(null)}
        />
      )}
      {task === 'disable' && (
        <ReauthenticateForm
          danger
          intro={<Trans>Logging in will ask only for your password. Enter your password to continue.</Trans>}
          submitLabel={<Trans>Turn off two-factor authentication</Trans>}
          onSubmit={async (password) => {
            const tokens = await disableTwoFactor(api, { password });
            auth.send({ type: 'TOKENS_REPLACED', tokens });
            onDisabled();
          }}
          onCancel={() => setTask(null)}
        />
      )}
      {task === null && (
        <Group gap="xs">
          <Button variant="default" onClick={() => setTask('regenerate')}>
            <Trans>Generate new recovery codes</Trans>
          </Button>
          {mayDisable && (
            <Button variant="default" color="error" onClick={() => setTask('disable')}>
              <Trans>Turn off two-factor authentication</Trans>
            </Button>
          )}
        </Group>
      )}
    </>
  );
}

function TwoFactorSettings() {
  const { t } = useLingui();
  const [status, reload] = useApiData('two-factor-status', getTwoFactorStatus);
  const [task, setTask] = useState<Task>(null);
  // Held only until the player says they are saved; the server cannot show them again.
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) {
    return (
      <RecoveryCodesPanel
        codes={codes}
        onDone={() => {
          setCodes(null);
          reload();
        }}
      />
    );
  }
  if (status.status === 'loading') return <Loader aria-label={t`Loading`} />;
  if (status.status === 'error') return <ErrorNotice error={status.error} retry={reload} />;
  const onCodes = (next: string[]) => {
    setTask(null);
    setCodes(next);
  };
  return (
    <Stack gap="sm">
      {status.data.enabled ? (
        <TwoFactorOn
          status={status.data}
          task={task}
          setTask={setTask}
          onCodes={onCodes}
          onDisabled={() => {
            setTask(null);
            toast.success(t`Two-factor authentication is off`, undefined, { timeout: true });
            reload();
          }}
        />
      ) : (
        <TwoFactorOff task={task} setTask={setTask} onCodes={onCodes} />
      )}
    </Stack>
  );
}

/** /account-settings/two-factor-authentication */
export function TwoFactorAuthenticationSection() {
  return (
    <AccountSection
      title={<Trans>Authentication Settings</Trans>}
      forGuests={
        <Text>
          <Trans>
            Two-factor authentication is available once your account is permanent and has a password.
          </Trans>
        </Text>
      }
    >
      <TwoFactorSettings />
    </AccountSection>
  );
}
