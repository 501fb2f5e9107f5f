import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Loader, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { useAuth } from '#src/lib/session/use-auth.ts';
import { signInResult } from '#src/lib/constants.ts';
import { AuthPageFrame } from './AuthPageFrame.tsx';
import { ConfigureTwoFactor } from './ConfigureTwoFactor.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import { SecondFactorStep, type SecondFactor } from './SecondFactorStep.tsx';
import { SignInMessage } from '#src/components/SignInMessage.tsx';

/**
 * /auth/: the sign-in app. The auth machine runs every step; this page shows the step it is in and
 * the answer the last step got, and sends the player's input to it.
 */
export function SignInPage() {
  const { t } = useLingui();
  const auth = useAuth();
  const { pageLoader } = useAppServices();
  const [factor, setFactor] = useState<SecondFactor>('code');
  const { status: result, message, busy } = auth.signIn;
  const succeeded = result === signInResult.Success;
  const signedInNow = succeeded && auth.status === 'signedIn';

  // Signed in and the user known: start the game afresh, so every screen loads for this player.
  useEffect(() => {
    if (signedInNow) pageLoader.assign(namedRoutes.Landing());
  }, [signedInNow, pageLoader]);

  let step;
  if (auth.status === 'loading') step = <Loader aria-label={t`Loading`} />;
  // 'Logged in.' while the user context arrives (should that fail, the machine is signed out again).
  else if (succeeded && auth.status !== 'signedOut') step = null;
  else if (auth.status === 'awaitingTwoFactor') {
    step = (
      <SecondFactorStep
        key={factor}
        factor={factor}
        busy={busy}
        onSubmit={(value) =>
          auth.send(
            factor === 'code'
              ? { type: 'VERIFY_TFA_CODE', code: value }
              : { type: 'VERIFY_RECOVERY_CODE', recoveryCode: value },
          )
        }
        onSwitch={setFactor}
        onCancel={() => {
          setFactor('code');
          auth.send({ type: 'CANCEL_TWO_FACTOR' });
        }}
      />
    );
  } else if (result === signInResult.ConfigureTFA && auth.signIn.setupToken) {
    step = <ConfigureTwoFactor setupToken={auth.signIn.setupToken} />;
  } else if (auth.status === 'signedIn') {
    step = (
      <>
        <Text>
          <Trans>You are already logged in.</Trans>
        </Text>
        <Button component={Link} to={namedRoutes.Landing()}>
          <Trans>Go to the Daily Challenge</Trans>
        </Button>
      </>
    );
  } else {
    step = (
      <PasswordStep
        busy={busy}
        onSubmit={({ email, password }) => auth.send({ type: 'SIGN_IN', email, password })}
      />
    );
  }

  return (
    <AuthPageFrame title={<Trans>Login</Trans>}>
      <SignInMessage status={result} message={message} />
      {step}
    </AuthPageFrame>
  );
}
