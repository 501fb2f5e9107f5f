import { Link, useNavigate } from 'react-router-dom';
import { Button, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { externalApps, namedRoutes } from '../../named-routes.ts';
import { useAppServices } from '../../services/AppServices.tsx';
import { useSession } from '../../session/SessionProvider.tsx';

/**
 * The drawer's bottom buttons. Signed-up players get Logout; everyone else Sign up and Login. The
 * accounts issue adds the guest conversion buttons and the real sign-out call.
 */
export function DrawerActions({ onNavigate }: { onNavigate(): void }) {
  const navigate = useNavigate();
  const { pageLoader } = useAppServices();
  const session = useSession();

  if (session.isAuthenticatedUser) {
    const logout = () => {
      session.forget();
      onNavigate();
      void navigate(namedRoutes.Landing());
    };
    return (
      <Button variant="default" onClick={logout}>
        <Trans>Logout</Trans>
      </Button>
    );
  }
  return (
    <Stack gap="xs">
      <Button component={Link} to={namedRoutes.signUp()} onClick={onNavigate}>
        <Trans>Sign up</Trans>
      </Button>
      <Button variant="default" onClick={() => pageLoader.assign(externalApps.auth)}>
        <Trans>Login</Trans>
      </Button>
    </Stack>
  );
}
