// The admin desk's shapes (product-spec §3): the users table's query (page, sort, filters) and answers.
import { z } from 'zod';
import type { RoleId } from '#core/contract/account.ts';

/** The users table's columns a client may sort or filter by, with the filter type of each. */
const userColumns = {
  email: 'text',
  displayName: 'text',
  role: 'text',
  createdAt: 'date',
  credits: 'number',
} as const;

export type UserColumn = keyof typeof userColumns;
const columnKeys = Object.keys(userColumns) as [UserColumn, ...UserColumn[]];

const textOperators = ['Contains', 'Equals', 'Starts With', 'Ends With', 'Not'] as const;
const numberOperators = ['Equals', 'Greater then or equal', 'Less then or equal'] as const;

/** Dates compare by day (UTC): the number operators, with a yyyy-mm-dd value. */
const dayValue = z.string().regex(/^\d{4}-\d{2}-\d{2}$/u, { error: 'expected a date, yyyy-mm-dd' });

const textFilter = z.object({
  type: z.literal('text'),
  key: z.enum(['email', 'displayName', 'role']),
  operator: z.enum(textOperators),
  primaryValue: z.string().max(200),
});
const numberFilter = z.object({
  type: z.literal('number'),
  key: z.literal('credits'),
  operator: z.enum(numberOperators),
  primaryValue: z.number().int().min(0).max(1_000_000),
});
const dateFilter = z.object({
  type: z.literal('date'),
  key: z.literal('createdAt'),
  operator: z.enum(numberOperators),
  primaryValue: dayValue,
  isDateTimeOffset: z.boolean().optional(),
});

/** One filter of the table (product-spec §3: type, key, primaryValue, secondaryValue, isDateTimeOffset, operator). */
const userFilterSchema = z.discriminatedUnion('type', [textFilter, numberFilter, dateFilter], {
  error: 'expected a filter of type text, number or date',
});
export const userFiltersSchema = z.array(userFilterSchema).max(10);
export type UserFilter = z.output<typeof userFilterSchema>;

export const usersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sortBy: z.enum(columnKeys).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
  /** A JSON array of filters, e.g. `[{"type":"text","key":"email","operator":"Contains","primaryValue":"ada"}]`. */
  filters: z.string().max(4000).optional(),
});
export type UsersQuery = z.output<typeof usersQuerySchema>;

const roleIds = ['Player', 'GuestPlayer', 'PremiumPlayer', 'Administrator', 'ShadowAdministrator'] as const;
const _everyRole: readonly RoleId[] = roleIds;
const roleSchema = z.enum(roleIds);

const userRow = z.object({
  id: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  role: roleSchema,
  createdAt: z.string(),
  credits: z.number().int(),
  locked: z.boolean(),
});

export const usersPageSchema = z
  .object({ rows: z.array(userRow), total: z.number().int() })
  .meta({ id: 'AdminUsersPageDto' });

export const userDetailSchema = userRow
  .extend({
    twoFactorEnabled: z.boolean(),
    lockoutEnd: z.string().nullable(),
    recentPicks: z.array(
      z.object({
        id: z.string(),
        eventId: z.string(),
        competitionKey: z.string(),
        gameweek: z.string(),
        marketKey: z.string(),
        outcomeName: z.string(),
        points: z.number().int(),
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'AdminUserDto' });

export const userParamsSchema = z.object({ id: z.uuid({ error: 'expected a user id (a uuid)' }) });

export const lockBodySchema = z.object({ locked: z.boolean() });
/** The roles an administrator may give or take: never GuestPlayer (a guest is converted, not promoted). */
const assignableRoles = ['Player', 'PremiumPlayer', 'Administrator', 'ShadowAdministrator'] as const;
export const roleBodySchema = z.object({ role: z.enum(assignableRoles) });

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const auditPageSchema = z
  .object({
    rows: z.array(
      z.object({
        id: z.string(),
        actorId: z.string().nullable(),
        actorEmail: z.string().nullable(),
        action: z.string(),
        targetId: z.string().nullable(),
        targetEmail: z.string().nullable(),
        detail: z.record(z.string(), z.unknown()),
        at: z.string(),
      }),
    ),
    total: z.number().int(),
  })
  .meta({ id: 'AdminAuditPageDto' });
