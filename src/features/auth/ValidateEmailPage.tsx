import { useEffect, useEffectEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ValidateEmailAddressDto } from '#core/contract/account.ts';
import { validateEmailAddress } from '#src/api/account/validate-email-address.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAuth } from '#src/lib/session/use-auth.ts';
import { guestUserStatus } from '#src/lib/constants.ts';
import { AuthPageFrame } from './AuthPageFrame.tsx';
import { InvalidLinkNotice } from '#src/components/emailed-links/InvalidLinkNotice.tsx';
import { LinkCallOutcome } from '#src/components/emailed-links/LinkCallOutcome.tsx';
import { linkParams } from '#src/components/emailed-links/link-outcome.ts';

function Validated({ loginId }: { loginId: string }) {
  const { t } = useLingui();
  const auth = useAuth();
  // The guest playing in this browser is the one just validated: the drawer should know at once.
  const refreshGuestStatus = useEffectEvent(() => {
    if (auth.status === 'anonymous' && auth.user?.userId === loginId)
      auth.send({ type: 'CHECK_EMAIL_VALIDATED' });
  });
  useEffect(() => refreshGuestStatus(), []);
  return (
    <>
      <Alert color="green" role="status" title={t`E-mail address validated`}>
        <Trans>Set a password to finish making your account permanent.</Trans>
      </Alert>
      <Button component={Link} to={namedRoutes.changePassword()}>
        <Trans>Set Password</Trans>
      </Button>
    </>
  );
}

/** /auth/validate-email?loginId&token: the link in the e-mail a guest asks for to keep their account. */
export function ValidateEmailPage() {
  const [search] = useSearchParams();
  const params = linkParams(search, ['loginId', 'token'] as const);
  const [call, retry] = useApiData<ValidateEmailAddressDto | null>(
    `validate-email:${params?.loginId}:${params?.token}`,
    (api) =>
      params
        ? validateEmailAddress(api, { LoginId: params.loginId, Value: params.token })
        : Promise.resolve(null),
    params !== null,
  );
  return (
    <AuthPageFrame title={<Trans>Validate e-mail address</Trans>}>
      <LinkCallOutcome call={params ? call : null} retry={retry}>
        {(answer) =>
          params && answer?.status === guestUserStatus.ConfirmedAnonymous ? (
            <Validated loginId={params.loginId} />
          ) : (
            <InvalidLinkNotice />
          )
        }
      </LinkCallOutcome>
    </AuthPageFrame>
  );
}
