import type { BundleDto, BundleListDto, CreateBundleRequest } from '#core/contract/bundles.ts';
import type { AdminDailyDaysDto } from '#core/contract/daily-challenge.ts';
import type { OutrightListDto, SettlementSummaryDto } from '#core/contract/play.ts';
import type { AdminApi } from '../admin-calls.ts';

// The game desks' calls (docs/admin.md, Game desks): outright winners, the daily challenge and bundles.

export const listOutrights = (api: AdminApi) =>
  api.request<OutrightListDto>('predictions', 'admin/Outrights');

export const setOutrightWinner = (api: AdminApi, eventId: string, winner: string) =>
  api.request<SettlementSummaryDto>('predictions', `admin/Outrights/${encodeURIComponent(eventId)}/Winner`, {
    method: 'PUT',
    body: { winner },
  });

export const listBundles = (api: AdminApi) => api.request<BundleListDto>('bundles', 'admin/Bundles');

export const createBundle = (api: AdminApi, request: CreateBundleRequest) =>
  api.request<BundleDto>('bundles', 'admin/Bundles', { method: 'POST', body: request });

export const listDailyDays = (api: AdminApi) =>
  api.request<AdminDailyDaysDto>('predictions', 'admin/DailyChallenge');

export const chooseDailyMatch = (api: AdminApi, day: string, eventId: string) =>
  api.request<unknown>('predictions', `admin/DailyChallenge/${day}`, { method: 'PUT', body: { eventId } });
