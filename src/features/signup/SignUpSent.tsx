import { Alert, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * What every sign-up sees, taken address or not (the server answers the same so nobody can probe
 * which addresses have accounts).
 */
export function SignUpSent({ email }: { email: string }) {
  const { t } = useLingui();
  return (
    <Alert color="green" title={t`Check your e-mail`} role="status">
      <Text size="sm">
        <Trans>
          We have sent an e-mail to {email}. Follow the link in it within 24 hours to confirm your address,
          then log in.
        </Trans>
      </Text>
    </Alert>
  );
}
