import '#src/features/account-settings/catalog.ts';
import '@mantine/core/styles/Table.css';
import { Loader, Table } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyInfoDto, RoleId } from '#core/contract/account.ts';
import { getMyInfo } from '#src/api/account/my-info.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { formatDate } from '#src/lib/format.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { AccountSection } from '#src/features/account-settings/AccountSection.tsx';
import { DisplayNameForm } from '#src/components/account/DisplayNameForm.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';

function useRoleName(): (role: RoleId) => string {
  const { t } = useLingui();
  const names: Record<RoleId, string> = {
    Player: t`Standard player`,
    GuestPlayer: t`Guest`,
    PremiumPlayer: t`Premium player`,
    Administrator: t`Administrator`,
    ShadowAdministrator: t`Administrator`,
  };
  return (role) => names[role];
}

function Details({ info }: { info: MyInfoDto }) {
  const { t } = useLingui();
  const roleName = useRoleName();
  const rows: [string, string][] = [
    [t`Email Address`, info.email ?? t`None yet`],
    [t`Membership`, roleName(info.role)],
    [t`Two-factor authentication`, info.twoFactorEnabled ? t`On` : t`Off`],
    [t`Playing since`, formatDate(info.createdAt)],
  ];
  return (
    <Table variant="vertical" withTableBorder aria-label={t`Your account`}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={220}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function PersonalDetails() {
  const { t } = useLingui();
  const [info, reload] = useApiData('my-info', getMyInfo);
  if (info.status === 'loading') return <Loader aria-label={t`Loading`} />;
  if (info.status === 'error') return <ErrorNotice error={info.error} retry={reload} />;
  return (
    <>
      <Details info={info.data} />
      <DisplayNameForm current={info.data.displayName ?? ''} onSaved={reload} />
      {!info.data.isGuest && <DeleteAccount />}
    </>
  );
}

/** /account-settings/personal-details: who the account is, and the name other players see. */
export function PersonalDetailsSection() {
  return (
    <AccountSection title={<Trans>Personal Details</Trans>}>
      <PersonalDetails />
    </AccountSection>
  );
}
