import { useNavigate } from 'react-router-dom';
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { avatarColour, avatarInitialsColour } from '#src/lib/avatar.ts';
import { userInitials } from '#src/lib/user-context.ts';
import { externalApps, namedRoutes } from '#src/lib/routes/paths.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { useSession } from '#src/lib/session/use-auth.ts';
import classes from './UserAvatar.module.css';

/** The player's avatar: their profile when there is a name, else the way to log in. */
export function UserAvatar() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pageLoader } = useAppServices();
  const { user, displayName } = useSession();

  const label = displayName ?? t`Login`;
  const colour = avatarColour(displayName);
  const open = () => {
    if (displayName) void navigate(namedRoutes.AccountSettings());
    else pageLoader.assign(externalApps.auth);
  };

  return (
    <UnstyledButton onClick={open} data-testid="user-avatar">
      <Group gap="xs" wrap="nowrap">
        <Text fw={500} className={classes.name}>
          {label}
        </Text>
        <Avatar
          aria-hidden
          radius="xl"
          data-colour={colour}
          styles={{
            root: { border: '1px solid var(--mantine-color-gray-4)' },
            placeholder: {
              background: colour,
              color: displayName ? avatarInitialsColour(displayName) : 'var(--mantine-color-black)',
            },
          }}
        >
          {userInitials(user) || null}
        </Avatar>
      </Group>
    </UnstyledButton>
  );
}
