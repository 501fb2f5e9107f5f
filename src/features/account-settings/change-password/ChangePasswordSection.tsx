import '#src/features/account-settings/catalog.ts';
import { Link } from 'react-router-dom';
import { Anchor, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAuth } from '#src/lib/session/use-auth.ts';
import { toast } from '#src/lib/toast.ts';
import { guestUserStatus } from '#src/lib/constants.ts';
import { ChangePasswordForm } from '#src/components/password/ChangePasswordForm.tsx';
import { PasswordPolicyGate } from '#src/components/password/PasswordPolicyGate.tsx';
import { AccountSection } from '#src/features/account-settings/AccountSection.tsx';

function GuestNote() {
  const auth = useAuth();
  if (auth.guestStatus === guestUserStatus.ConfirmedAnonymous) {
    return (
      <Text>
        <Trans>
          Your e-mail address is validated:{' '}
          <Anchor component={Link} to={namedRoutes.changePassword()}>
            set your password
          </Anchor>{' '}
          to make your account permanent.
        </Trans>
      </Text>
    );
  }
  return (
    <Text>
      <Trans>
        Guest accounts have no password. Link an e-mail address to your account to keep your scores and set a
        password.
      </Trans>
    </Text>
  );
}

/** /account-settings/change-password: current password, then a new one under the server's policy. */
export function ChangePasswordSection() {
  const { t } = useLingui();
  return (
    <AccountSection title={<Trans>Change Password</Trans>} forGuests={<GuestNote />}>
      <PasswordPolicyGate>
        {(policy) => (
          <ChangePasswordForm
            policy={policy}
            withCurrentPassword
            onChanged={() =>
              toast.success(
                t`Password changed`,
                t`Every other device you were logged in on has been logged out.`,
                { timeout: true },
              )
            }
          />
        )}
      </PasswordPolicyGate>
    </AccountSection>
  );
}
