import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAuth, useSession } from '#src/lib/session/use-auth.ts';
import { toast } from '#src/lib/toast.ts';
import { guestUserStatus } from '#src/lib/constants.ts';
import { DisplayNameForm } from '#src/components/account/DisplayNameForm.tsx';
import { ChangePasswordForm } from '#src/components/password/ChangePasswordForm.tsx';
import { PasswordPolicyGate } from '#src/components/password/PasswordPolicyGate.tsx';

function Explanation() {
  const auth = useAuth();
  if (auth.status === 'anonymous') {
    return (
      <Text>
        <Trans>
          You can set a password once you have linked an e-mail address to your guest account and opened the
          link we sent to it.
        </Trans>
      </Text>
    );
  }
  if (auth.status === 'signedIn') {
    return (
      <Text>
        <Trans>
          Your account already has a password. You can change it in{' '}
          <Anchor component={Link} to={namedRoutes.accountChangePassword()}>
            Account Settings
          </Anchor>
          .
        </Trans>
      </Text>
    );
  }
  return (
    <Text>
      <Trans>
        Log in to change your password in{' '}
        <Anchor component={Link} to={namedRoutes.AccountSettings()}>
          Account Settings
        </Anchor>
        .
      </Trans>
    </Text>
  );
}

/** /change-password: a guest whose e-mail address is validated sets the first password of their account. */
export function SetPasswordPage() {
  const { t } = useLingui();
  const auth = useAuth();
  const session = useSession();
  const navigate = useNavigate();
  // Set once the password is: the account is permanent, and a player without a name chooses one here.
  const [naming, setNaming] = useState(false);
  const settingFirstPassword =
    auth.status === 'anonymous' && auth.guestStatus === guestUserStatus.ConfirmedAnonymous;

  let content;
  if (naming && auth.status !== 'signedIn') {
    // The new session is on its way (the guest's tokens give way to the player's): the name is saved with it.
    content = <Loader aria-label={t`Loading`} />;
  } else if (naming) {
    content = (
      <>
        <Text>
          <Trans>One last step: choose the name other players see on leaderboards and in leagues.</Trans>
        </Text>
        <DisplayNameForm current="" onSaved={() => void navigate(namedRoutes.Landing())} />
      </>
    );
  } else if (auth.status === 'loading' || auth.refreshingGuestStatus)
    content = <Loader aria-label={t`Loading`} />;
  else if (settingFirstPassword) {
    content = (
      <>
        <Text>
          <Trans>Your e-mail address is validated. Choose a password to log in with from any device.</Trans>
        </Text>
        <PasswordPolicyGate>
          {(policy) => (
            <ChangePasswordForm
              policy={policy}
              withCurrentPassword={false}
              onChanged={() => {
                toast.success(t`Password set`, t`Your account is now permanent.`, { timeout: true });
                if (session.displayName === null) setNaming(true);
                else void navigate(namedRoutes.Landing());
              }}
            />
          )}
        </PasswordPolicyGate>
      </>
    );
  } else content = <Explanation />;

  return (
    <Stack gap="md" maw={480}>
      <Title order={1}>
        <Trans>Set Password</Trans>
      </Title>
      {content}
    </Stack>
  );
}
