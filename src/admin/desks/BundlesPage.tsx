import { useCallback } from 'react';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BundleListDto, CreateBundleRequest } from '#core/contract/bundles.ts';
import { BUNDLE_MAX_CREDITS, BUNDLE_MAX_PREMIUM_DAYS, isBundleCodeShaped } from '#core/game/bundles.ts';
import { useAdminServices, useMayWrite } from '../session/AdminSessionContext.tsx';
import { DeskAlerts } from './DeskParts.tsx';
import { useDesk } from './use-desk.ts';
import { createBundle, listBundles } from './desk-calls.ts';
import { ReadOnlyNote } from './ReadOnlyNote.tsx';

const noBundles: BundleListDto = { bundles: [] };

interface BundleForm {
  code: string;
  bonusPoints: number | string;
  multipliers: number | string;
  extraPredictions: number | string;
  premiumDays: number | string;
  maxRedemptions: number | string;
  /** A datetime-local value (the browser's time zone), or empty: never expires. */
  expiresAt: string;
}

const blank: BundleForm = {
  code: '',
  bonusPoints: 0,
  multipliers: 0,
  extraPredictions: 0,
  premiumDays: 0,
  maxRedemptions: '',
  expiresAt: '',
};

const count = (value: number | string) => (typeof value === 'number' ? value : Number(value || 0));
const wholeIn = (value: number | string, min: number, max: number) => {
  const number = count(value);
  return Number.isInteger(number) && number >= min && number <= max;
};

/** The bundles desk (docs/bundles.md): every bundle, newest first, and a form to make one. */
export function BundlesPage() {
  const { t, i18n } = useLingui();
  const { api } = useAdminServices();
  const mayWrite = useMayWrite();
  const { data, failed, busy, message, act } = useDesk(
    useCallback(() => listBundles(api), [api]),
    noBundles,
  );

  // The server's rules (server/modules/bundles/schemas.ts and store.ts), checked before the call.
  const form = useForm<BundleForm>({
    initialValues: blank,
    validate: {
      code: (value) => (isBundleCodeShaped(value) ? null : t`4 to 32 letters, digits or dashes`),
      bonusPoints: (value) => (wholeIn(value, 0, BUNDLE_MAX_CREDITS) ? null : t`0 to ${BUNDLE_MAX_CREDITS}`),
      multipliers: (value) => (wholeIn(value, 0, BUNDLE_MAX_CREDITS) ? null : t`0 to ${BUNDLE_MAX_CREDITS}`),
      extraPredictions: (value, values) => {
        if (!wholeIn(value, 0, BUNDLE_MAX_CREDITS)) return t`0 to ${BUNDLE_MAX_CREDITS}`;
        const grants =
          count(values.bonusPoints) +
          count(values.multipliers) +
          count(values.extraPredictions) +
          count(values.premiumDays);
        return grants > 0 ? null : t`A bundle must give at least one credit or premium day`;
      },
      premiumDays: (value) =>
        wholeIn(value, 0, BUNDLE_MAX_PREMIUM_DAYS) ? null : t`0 to ${BUNDLE_MAX_PREMIUM_DAYS}`,
      maxRedemptions: (value) =>
        value === '' || wholeIn(value, 1, 1_000_000) ? null : t`Empty for no limit, or 1 to 1,000,000`,
      expiresAt: (value) => {
        if (value === '') return null;
        const at = new Date(value);
        if (Number.isNaN(at.getTime())) return t`Not a date and time`;
        return at.getTime() > Date.now() ? null : t`The expiry must be in the future`;
      },
    },
  });

  const submit = async (values: BundleForm) => {
    const request: CreateBundleRequest = {
      code: values.code.trim(),
      bonusPoints: count(values.bonusPoints),
      multipliers: count(values.multipliers),
      extraPredictions: count(values.extraPredictions),
      premiumDays: count(values.premiumDays),
      ...(values.maxRedemptions === '' ? {} : { maxRedemptions: count(values.maxRedemptions) }),
      ...(values.expiresAt === '' ? {} : { expiresAt: new Date(values.expiresAt).toISOString() }),
    };
    await act(async () => {
      const made = await createBundle(api, request);
      const code = made.code;
      form.reset();
      return t`Bundle ${code} made`;
    });
  };

  const disabled = !mayWrite || busy;
  return (
    <Stack>
      <Title order={1} size="h3">
        <Trans>Bundles</Trans>
      </Title>
      <DeskAlerts message={message} />
      <Paper withBorder p="md">
        <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
          <Stack>
            <Title order={2} size="h4">
              <Trans>Make a bundle</Trans>
            </Title>
            <ReadOnlyNote />
            <TextInput label={t`Code`} disabled={disabled} {...form.getInputProps('code')} />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NumberInput
                label={t`Bonus points`}
                min={0}
                max={BUNDLE_MAX_CREDITS}
                allowDecimal={false}
                disabled={disabled}
                {...form.getInputProps('bonusPoints')}
              />
              <NumberInput
                label={t`Multipliers`}
                min={0}
                max={BUNDLE_MAX_CREDITS}
                allowDecimal={false}
                disabled={disabled}
                {...form.getInputProps('multipliers')}
              />
              <NumberInput
                label={t`Extra predictions`}
                min={0}
                max={BUNDLE_MAX_CREDITS}
                allowDecimal={false}
                disabled={disabled}
                {...form.getInputProps('extraPredictions')}
              />
              <NumberInput
                label={t`Premium days`}
                min={0}
                max={BUNDLE_MAX_PREMIUM_DAYS}
                allowDecimal={false}
                disabled={disabled}
                {...form.getInputProps('premiumDays')}
              />
              <NumberInput
                label={t`Redemption limit`}
                description={t`Empty: no limit`}
                min={1}
                allowDecimal={false}
                disabled={disabled}
                {...form.getInputProps('maxRedemptions')}
              />
              <TextInput
                type="datetime-local"
                label={t`Expires`}
                description={t`Empty: never`}
                disabled={disabled}
                {...form.getInputProps('expiresAt')}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" disabled={disabled}>
                <Trans>Make the bundle</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <DeskAlerts failed={failed} />
      {data.bundles.length === 0 && !failed ? (
        <Text c="dimmed">
          <Trans>No elements found</Trans>
        </Text>
      ) : (
        <ScrollArea>
          <Table striped miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Code`}</Table.Th>
                <Table.Th>{t`Gives`}</Table.Th>
                <Table.Th>{t`Redeemed`}</Table.Th>
                <Table.Th>{t`Expires`}</Table.Th>
                <Table.Th>{t`Made`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.bundles.map((bundle) => (
                <Table.Tr key={bundle.id}>
                  <Table.Td>{bundle.code}</Table.Td>
                  <Table.Td>
                    {t`${bundle.bonusPoints} bonus points, ${bundle.multipliers} multipliers, ${bundle.extraPredictions} extra predictions, ${bundle.premiumDays} premium days`}
                  </Table.Td>
                  <Table.Td>
                    {bundle.maxRedemptions === null
                      ? t`${bundle.redemptionCount} (no limit)`
                      : t`${bundle.redemptionCount} of ${bundle.maxRedemptions}`}
                  </Table.Td>
                  <Table.Td>
                    {bundle.expiresAt === null
                      ? t`Never`
                      : i18n.date(bundle.expiresAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  </Table.Td>
                  <Table.Td>{i18n.date(bundle.createdAt, { dateStyle: 'medium' })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
