import type { RoleId } from '#core/contract/account.ts';
import type { FeedbackDto, FeedbackPageDto } from '#core/contract/feedback.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';
import type { Sort, TableFilter } from './table/columns.ts';

// The admin desk's calls (api/admin/v1, docs/admin.md) and the credit grant of api/account/v1.

export interface AdminUserRow {
  id: string;
  email: string | null;
  displayName: string | null;
  role: RoleId;
  createdAt: string;
  credits: number;
  locked: boolean;
}

export interface AdminUser extends AdminUserRow {
  twoFactorEnabled: boolean;
  lockoutEnd: string | null;
  recentPicks: {
    id: string;
    eventId: string;
    competitionKey: string;
    gameweek: string;
    marketKey: string;
    outcomeName: string;
    points: number;
    createdAt: string;
  }[];
}

export interface AuditRow {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetId: string | null;
  targetEmail: string | null;
  detail: Record<string, unknown>;
  at: string;
}

export interface PageOf<Row> {
  rows: Row[];
  total: number;
}

/** The request layer as the admin calls use it. */
export type AdminApi = Pick<RequestLayer, 'request'>;

export function listUsers(
  api: AdminApi,
  query: { page: number; pageSize: number; sort: Sort; filters: TableFilter[] },
): Promise<PageOf<AdminUserRow>> {
  return api.request('admin', 'Users', {
    query: {
      page: query.page,
      pageSize: query.pageSize,
      sortBy: query.sort.key,
      sortDirection: query.sort.direction,
      filters: query.filters.length > 0 ? JSON.stringify(query.filters) : undefined,
    },
  });
}

export const getUser = (api: AdminApi, id: string) => api.request<AdminUser>('admin', `Users/${id}`);

export const lockUser = (api: AdminApi, id: string, locked: boolean) =>
  api.request<unknown>('admin', `Users/${id}/Lock`, { method: 'PUT', body: { locked } });

export const resetTwoFactor = (api: AdminApi, id: string) =>
  api.request<unknown>('admin', `Users/${id}/ResetTwoFactor`, { method: 'POST', body: {} });

export const changeRole = (api: AdminApi, id: string, role: RoleId) =>
  api.request<unknown>('admin', `Users/${id}/Role`, { method: 'PUT', body: { role } });

/** POST account/v1/admin/credits: `count` credits of `typeId` (1 BonusPoints, 2 Multiplier, 3 ExtraPrediction). */
export const grantCredits = (api: AdminApi, userId: string, typeId: 1 | 2 | 3, count: number) =>
  api.request<unknown>('account', 'admin/credits', { method: 'POST', body: { userId, typeId, count } });

export const listAudit = (api: AdminApi, page: number, pageSize: number) =>
  api.request<PageOf<AuditRow>>('admin', 'Audit', { query: { page, pageSize } });

/** GET feedback/v1/admin/Feedback: the Contact Us inbox, as the admin tables take a page. */
export async function listFeedback(
  api: AdminApi,
  page: number,
  pageSize: number,
): Promise<PageOf<FeedbackDto>> {
  const answer = await api.request<FeedbackPageDto>('feedback', 'admin/Feedback', {
    query: { page, pageSize },
  });
  return { rows: answer.items, total: answer.total };
}

export interface AdminDashboard {
  playersByRole: { role: string; count: number }[];
  signUpsPerDay: { day: string; count: number }[];
  activePlayersPerDay: { day: string; count: number }[];
  picksPerGameweek: { gameweek: string; count: number }[];
  jobRuns: { job: string; runKey: string; startedAt: string; finishedAt: string | null }[];
  feed: {
    provider: 'demo' | 'the-odds-api';
    lastQuoteAt: string | null;
    lastResultAt: string | null;
    upcomingEvents: number;
    credits: {
      month: string;
      used: number;
      budget: number;
      budgetLeft: number;
      remaining: number | null;
      outOfCredits: boolean;
      resetsAt: string;
    } | null;
  };
  outbox: { waiting: number; sent: number; failed: number };
}

export const getDashboard = (api: AdminApi) => api.request<AdminDashboard>('admin', 'Dashboard');

/** One file of the File Manager (api/admin/v1/Files, docs/admin.md). */
export interface StoredFile {
  name: string;
  size: number;
  contentType: string;
  uploadedAt: string;
  /** Where the game reads it: /files/{name}. */
  url: string;
}

export const listFiles = (api: AdminApi) =>
  api.request<{ files: StoredFile[]; truncated: boolean }>('admin', 'Files');

/** PUT Files/{name}: the body is the file itself, sent with its own Content-Type. */
export const uploadFile = (api: AdminApi, name: string, file: Blob) =>
  api.request<StoredFile>('admin', `Files/${encodeURIComponent(name)}`, { method: 'PUT', body: file });

export const deleteFile = (api: AdminApi, name: string) =>
  api.request<unknown>('admin', `Files/${encodeURIComponent(name)}`, { method: 'DELETE' });
