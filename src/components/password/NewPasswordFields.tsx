import '@mantine/core/styles/PasswordInput.css';
import type { ReactNode } from 'react';
import { PasswordInput, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import {
  passwordMatch,
  passwordRules,
  required,
  type PasswordPolicy,
  type Rule,
} from '#src/lib/validation/index.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';

/** The form fields a new password comes in, with their rules. */
export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export function newPasswordRules(policy: PasswordPolicy): Record<keyof NewPasswordValues, Rule[]> {
  return { password: passwordRules(policy), confirmPassword: [required, passwordMatch('password')] };
}

interface NewPasswordFieldsProps {
  policy: PasswordPolicy;
  /** The typed password, for the live checklist. */
  password: string;
  passwordProps: GetInputPropsReturnType;
  confirmProps: GetInputPropsReturnType;
  label?: ReactNode;
}

/** New password with the policy ticked off live, then its confirmation. */
export function NewPasswordFields({
  policy,
  password,
  passwordProps,
  confirmProps,
  label,
}: NewPasswordFieldsProps) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <PasswordInput label={label ?? t`Password`} autoComplete="new-password" {...passwordProps} />
      <PasswordChecklist policy={policy} password={password} />
      <PasswordInput label={t`Confirm password`} autoComplete="new-password" {...confirmProps} />
    </Stack>
  );
}
