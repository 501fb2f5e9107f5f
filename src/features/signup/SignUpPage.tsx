import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAuth } from '#src/lib/session/use-auth.ts';
import { useAccountDialogs } from '#src/lib/session/session-context.ts';
import { PasswordPolicyGate } from '#src/components/password/PasswordPolicyGate.tsx';
import { SignUpForm } from './SignUpForm.tsx';
import { SignUpSent } from './SignUpSent.tsx';

/** A guest signing up anew would leave their scores behind; linking an e-mail keeps them. */
function GuestHint() {
  const { t } = useLingui();
  const dialogs = useAccountDialogs();
  return (
    <Alert color="blue" title={t`Playing as a guest?`}>
      <Text size="sm">
        <Trans>To keep the scores of this guest account, link an e-mail address to it instead.</Trans>
      </Text>
      <Button variant="default" size="xs" mt="xs" onClick={dialogs.openLinkAccount}>
        <Trans>Link my e-mail address</Trans>
      </Button>
    </Alert>
  );
}

/** /signup: a permanent account, confirmed by the link we e-mail. */
export function SignUpPage() {
  const auth = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);

  let content;
  if (sentTo !== null) content = <SignUpSent email={sentTo} />;
  else if (auth.status === 'signedIn') {
    content = (
      <>
        <Text>
          <Trans>You are logged in to your account already.</Trans>
        </Text>
        <Button component={Link} to={namedRoutes.Landing()} w="fit-content">
          <Trans>Go to the Daily Challenge</Trans>
        </Button>
      </>
    );
  } else {
    content = (
      <>
        {auth.status === 'anonymous' && <GuestHint />}
        <PasswordPolicyGate>
          {(policy) => <SignUpForm policy={policy} onSent={setSentTo} />}
        </PasswordPolicyGate>
      </>
    );
  }
  return (
    <Stack gap="md" maw={480}>
      <Title order={1}>
        <Trans>Sign up</Trans>
      </Title>
      {content}
    </Stack>
  );
}
