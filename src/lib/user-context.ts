import { initials } from './avatar.ts';

/** Who the signed-in user is (GET api/account/v1/WhoAmI), kept in local storage between visits. */
export interface UserContext {
  userName: string | null;
  displayName: string | null;
  userId: string | null;
  userTypeId: number | string | null;
  userRoleId: string | null;
}

export const emptyUserContext: UserContext = {
  userName: null,
  displayName: null,
  userId: null,
  userTypeId: null,
  userRoleId: null,
};

/** A context without a user id belongs to nobody: the shell asks the server again. */
export function isEmptyUserContext(context: UserContext | null | undefined): boolean {
  return !context?.userId;
}

export function userInitials(context: UserContext | null | undefined): string {
  return isEmptyUserContext(context) ? '' : initials(context?.displayName);
}

const fields = ['userName', 'displayName', 'userId', 'userTypeId', 'userRoleId'] as const;

/** Accepts stored or received data only when every field has a usable type. */
export function toUserContext(value: unknown): UserContext | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const context = { ...emptyUserContext };
  for (const field of fields) {
    const fieldValue = record[field] ?? null;
    const allowed =
      fieldValue === null ||
      typeof fieldValue === 'string' ||
      (field === 'userTypeId' && typeof fieldValue === 'number');
    if (!allowed) return null;
    (context as Record<string, unknown>)[field] = fieldValue;
  }
  return context;
}
