import type { BundleDto, BundleListDto, CreateBundleRequest } from '#core/contract/bundles.ts';
import type { AdminDailyDaysDto } from '#core/contract/daily-challenge.ts';
import type {
  AdminEventListDto,
  CorrectResultRequest,
  OutrightListDto,
  SettlementSummaryDto,
} from '#core/contract/play.ts';
import type { AdminApi } from '../admin-calls.ts';

// The game desks' calls (docs/admin.md, Game desks): outright winners, results, the daily challenge and bundles.

export const listOutrights = (api: AdminApi) =>
  api.request<OutrightListDto>('predictions', 'admin/Outrights');

export const setOutrightWinner = (api: AdminApi, eventId: string, winner: string) =>
  api.request<SettlementSummaryDto>('predictions', `admin/Outrights/${encodeURIComponent(eventId)}/Winner`, {
    method: 'PUT',
    body: { winner },
  });

/** A gameweek's started matches; without a gameweek, the server's current one (it answers which). */
export const listStartedMatches = (api: AdminApi, gameweek: string | null) =>
  api.request<AdminEventListDto>('predictions', 'admin/Events', {
    query: { gameweek: gameweek ?? undefined },
  });

export const correctResult = (api: AdminApi, eventId: string, result: CorrectResultRequest) =>
  api.request<SettlementSummaryDto>('predictions', `admin/Events/${encodeURIComponent(eventId)}/Result`, {
    method: 'PUT',
    body: result,
  });

export const listBundles = (api: AdminApi) => api.request<BundleListDto>('bundles', 'admin/Bundles');

export const createBundle = (api: AdminApi, request: CreateBundleRequest) =>
  api.request<BundleDto>('bundles', 'admin/Bundles', { method: 'POST', body: request });

export const listDailyDays = (api: AdminApi) =>
  api.request<AdminDailyDaysDto>('predictions', 'admin/DailyChallenge');

export const chooseDailyMatch = (api: AdminApi, day: string, eventId: string) =>
  api.request<unknown>('predictions', `admin/DailyChallenge/${day}`, { method: 'PUT', body: { eventId } });
