import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { confirmEmail } from '#src/api/auth/confirm-email.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { AuthPageFrame } from './AuthPageFrame.tsx';
import { LinkCallOutcome } from '#src/components/emailed-links/LinkCallOutcome.tsx';
import { linkParams } from '#src/components/emailed-links/link-outcome.ts';

/** /auth/confirm-email?userId&token: the link in the sign-up e-mail. */
export function ConfirmEmailPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const params = linkParams(search, ['userId', 'token'] as const);
  const [call, retry] = useApiData(
    `confirm-email:${params?.userId}:${params?.token}`,
    (api) => (params ? confirmEmail(api, params) : Promise.resolve()),
    params !== null,
  );
  return (
    <AuthPageFrame title={<Trans>Confirm e-mail address</Trans>}>
      <LinkCallOutcome call={params ? call : null} retry={retry}>
        {() => (
          <>
            <Alert color="green" role="status" title={t`E-mail address confirmed`}>
              <Trans>Your account is ready. Log in to start playing.</Trans>
            </Alert>
            <Button component={Link} to={namedRoutes.signIn()}>
              <Trans>Login</Trans>
            </Button>
          </>
        )}
      </LinkCallOutcome>
    </AuthPageFrame>
  );
}
