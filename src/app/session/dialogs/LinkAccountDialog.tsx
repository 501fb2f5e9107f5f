import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Trans, useLingui } from '@lingui/react/macro';
import type { linkAccountMachine } from '#machines/link-account.machine.ts';
import { dialogMaxWidthPx } from '#src/lib/constants.ts';
import { email, required } from '#src/lib/validation/basic.ts';
import { mantineValidate } from '#src/lib/validation/runner.ts';

type LinkAccountActor = ActorRefFrom<typeof linkAccountMachine>;

interface LinkAccountFormProps {
  initialEmail: string;
  sending: boolean;
  onSend(email: string): void;
  onCancel(): void;
}

function LinkAccountForm({ initialEmail, sending, onSend, onCancel }: LinkAccountFormProps) {
  const { i18n } = useLingui();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail },
    // The rules run before anything is sent (docs/product.md §5): an invalid address never reaches the machine.
    validate: mantineValidate<{ email: string }>({ email: [required, email] }, i18n),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSend(values.email))}>
      <TextInput
        label={<Trans>Email Address</Trans>}
        type="email"
        autoComplete="email"
        data-autofocus
        disabled={sending}
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={sending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={sending}>
          <Trans>Send Email</Trans>
        </Button>
      </Group>
    </form>
  );
}

/**
 * "Link your anonymous account" (docs/product.md §2): persistent, 480 px. The resend variant, for a conversion
 * already under way, has that address filled in.
 */
export function LinkAccountDialog({ linkAccount }: { linkAccount: LinkAccountActor }) {
  const { t } = useLingui();
  const step = useSelector(linkAccount, (snapshot) =>
    snapshot.matches('checking') || snapshot.matches('editing') || snapshot.matches('sending')
      ? (snapshot.value as 'checking' | 'editing' | 'sending')
      : null,
  );
  const variant = useSelector(linkAccount, (snapshot) => snapshot.context.variant);
  const pendingEmail = useSelector(linkAccount, (snapshot) => snapshot.context.email);
  const cancel = () => linkAccount.send({ type: 'CANCEL' });

  return (
    <Modal
      opened={step !== null}
      onClose={() => undefined}
      title={t`Link your anonymous account`}
      size={dialogMaxWidthPx}
      centered
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        {variant === 'resend' ? (
          <Text>
            <Trans>
              We have already sent a link to {pendingEmail}. Send it again, or give another e-mail address.
              Click the link in the e-mail so that we can validate your address, then come back here to set a
              password.
            </Trans>
          </Text>
        ) : (
          <Text>
            <Trans>
              We will send you an e-mail with a link. Click the link so that we can validate your e-mail
              address, then come back here to set a password. Your account and all your scores are then yours
              to play from any device.
            </Trans>
          </Text>
        )}
        {step === 'checking' ? (
          <Group justify="space-between">
            <Loader size="sm" aria-label={t`Loading`} />
            <Button variant="default" onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
          </Group>
        ) : (
          <LinkAccountForm
            key={`${variant}:${pendingEmail}`}
            initialEmail={variant === 'resend' ? pendingEmail : ''}
            sending={step === 'sending'}
            onSend={(address) => linkAccount.send({ type: 'SEND', email: address })}
            onCancel={cancel}
          />
        )}
      </Stack>
    </Modal>
  );
}
