import '@mantine/core/styles/PasswordInput.css';
import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '#src/lib/session/use-auth.ts';
import { mantineValidate, required } from '#src/lib/validation/index.ts';

/**
 * Deleting the account from its settings (docs/help-and-policies.md): asked for twice, the second time
 * with the password (or, with two-factor on, the authenticator's code). The session's DEACTIVATE calls DELETE on the account root with it as `token`, then
 * signs out and goes to the root; a refusal (a wrong password) is shown by the session as a toast and
 * the player stays signed in.
 */
export function DeleteAccount() {
  const { t, i18n } = useLingui();
  const auth = useAuth();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<{ password: string }>({
    initialValues: { password: '' },
    validate: mantineValidate<{ password: string }>({ password: [required] }, i18n),
  });

  return (
    <Stack gap="sm" mt="xl">
      <Title order={3}>
        <Trans>Delete account</Trans>
      </Title>
      <Text>
        <Trans>
          Deleting your account removes your e-mail address, display name, password, sessions, two-factor
          settings and e-mail preferences, and ends your league memberships. Your picks and points stay on the
          leaderboards under the name &quot;Deleted player&quot;. It cannot be undone.
        </Trans>
      </Text>
      {confirming ? (
        <form
          noValidate
          onSubmit={form.onSubmit(({ password }) => auth.send({ type: 'DEACTIVATE', token: password }))}
        >
          <Alert color="error" title={t`Are you sure?`}>
            <Stack gap="sm">
              <Text size="sm">
                <Trans>
                  Enter your password. With two-factor authentication on, the code your authenticator app
                  shows will do too.
                </Trans>
              </Text>
              <PasswordInput
                label={t`Current password`}
                autoComplete="current-password"
                {...form.getInputProps('password')}
              />
              <Group>
                <Button type="submit" color="error">
                  <Trans>Delete my account permanently</Trans>
                </Button>
                <Button variant="default" onClick={() => setConfirming(false)}>
                  <Trans>Cancel</Trans>
                </Button>
              </Group>
            </Stack>
          </Alert>
        </form>
      ) : (
        <Button color="error" variant="outline" w="fit-content" onClick={() => setConfirming(true)}>
          <Trans>Delete my account</Trans>
        </Button>
      )}
    </Stack>
  );
}
