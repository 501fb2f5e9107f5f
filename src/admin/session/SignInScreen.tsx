import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useAdminServices } from './AdminSessionContext.tsx';

function Problem() {
  const { session } = useAdminServices();
  const { problem, message } = useSelector(session, (snapshot) => snapshot.context);
  if (problem === null) return null;
  return (
    <Alert color="red" role="alert">
      {problem === 'refused' && message}
      {problem === 'configureTwoFactor' && (
        <Trans>Set up two-factor authentication in the player app's account settings first.</Trans>
      )}
      {problem === 'failed' && <Trans>The server could not be reached. Try again.</Trans>}
    </Alert>
  );
}

/** E-mail and password, then the authenticator app's code (every administrator has two-factor). */
export function SignInScreen() {
  const { t } = useLingui();
  const { session } = useAdminServices();
  const state = useSelector(session, (snapshot) => snapshot.value);
  const busy = state === 'signingIn' || state === 'verifying' || state === 'loadingUser';
  const askingCode = state === 'awaitingTwoFactor' || state === 'verifying';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (askingCode) session.send({ type: 'SUBMIT_CODE', code: code.trim() });
    else session.send({ type: 'SIGN_IN', email: email.trim(), password });
  };

  return (
    <Paper maw={420} mx="auto" mt="xl" p="lg" withBorder>
      <form onSubmit={submit}>
        <Stack>
          <Title order={1} size="h3">
            <Trans>Longshot admin: sign in</Trans>
          </Title>
          <Problem />
          {askingCode ? (
            <TextInput
              label={t`Authenticator code`}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
            />
          ) : (
            <>
              <TextInput
                label={t`Email`}
                type="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                autoComplete="username"
                required
              />
              <PasswordInput
                label={t`Password`}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                autoComplete="current-password"
                required
              />
            </>
          )}
          <Button type="submit" loading={busy}>
            {askingCode ? <Trans>Verify</Trans> : <Trans>Sign in</Trans>}
          </Button>
          {askingCode && (
            <Button variant="subtle" onClick={() => session.send({ type: 'CANCEL' })} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
