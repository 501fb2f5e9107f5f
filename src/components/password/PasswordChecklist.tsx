import { List, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { PasswordPolicy } from '#src/lib/validation/index.ts';
import { passwordChecklist } from './password-checklist.ts';

/** The server's password policy, ticked off live as the player types. */
export function PasswordChecklist({ policy, password }: { policy: PasswordPolicy; password: string }) {
  const { _ } = useLingui();
  const items = passwordChecklist(policy, password);
  if (items.length === 0) return null;
  return (
    <div>
      <Text size="sm" id="password-requirements">
        <Trans>Password requirements</Trans>
      </Text>
      <List size="sm" spacing={2} listStyleType="none" aria-labelledby="password-requirements">
        {items.map(({ message, met }) => (
          <List.Item
            key={message.id}
            data-met={met}
            c={met ? 'green' : 'dimmed'}
            icon={met ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
          >
            {_(message)}
            <VisuallyHidden>{met ? <Trans>(met)</Trans> : <Trans>(not met)</Trans>}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
