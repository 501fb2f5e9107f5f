import type { MessageDescriptor } from '@lingui/core';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Text } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { SignInStatus } from '#core/contract/auth.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { signInResult } from '#src/lib/constants.ts';

const colourByStatus: Record<SignInStatus, string> = {
  [signInResult.Success]: 'green',
  [signInResult.LockedOut]: 'error',
  [signInResult.RequiresVerification]: 'blue',
  [signInResult.Failure]: 'error',
  [signInResult.ConfigureTFA]: 'orange',
};

interface SignInMessageProps {
  status: SignInStatus | null;
  message: MessageDescriptor | string | null;
}

/** The last sign-in step's answer, as the player needs it: what happened and, when locked out, the way on. */
export function SignInMessage({ status, message }: SignInMessageProps) {
  const { _ } = useLingui();
  if (message === null || message === '') return null;
  const text = typeof message === 'string' ? message : _(message);
  const problem = status === null || status === signInResult.LockedOut || status === signInResult.Failure;
  return (
    <Alert color={status === null ? 'error' : colourByStatus[status]} role={problem ? 'alert' : 'status'}>
      <Text size="sm">{text}</Text>
      {status === signInResult.LockedOut && (
        <Anchor component={Link} to={namedRoutes.forgotPassword()} size="sm">
          <Trans>Forgot your password?</Trans>
        </Anchor>
      )}
    </Alert>
  );
}
