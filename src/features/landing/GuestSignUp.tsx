import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useAuth } from '#src/lib/session/use-auth.ts';
import { SignInMessage } from '#src/components/SignInMessage.tsx';
import { CaptchaField } from '#src/components/captcha/CaptchaField.tsx';

/** The captcha a guest sign-up needs (EASY_SIGN_UP), then the sign-up itself. */
export function GuestSignUp() {
  const auth = useAuth();
  const [captchaToken, setCaptchaToken] = useState('');
  // Real captcha tokens are single use: each attempt starts the widget again.
  const [captchaRound, setCaptchaRound] = useState(0);

  const start = () => {
    auth.send({ type: 'EASY_SIGN_UP', captchaToken });
    setCaptchaToken('');
    setCaptchaRound((round) => round + 1);
  };

  return (
    <Stack gap="sm">
      <CaptchaField key={captchaRound} value={captchaToken} onChange={setCaptchaToken} />
      <Group>
        <Button onClick={start} disabled={captchaToken === ''} loading={auth.signIn.busy}>
          <Trans>Start playing</Trans>
        </Button>
      </Group>
      <SignInMessage status={auth.signIn.status} message={auth.signIn.message} />
    </Stack>
  );
}
