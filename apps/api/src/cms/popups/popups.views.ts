import { popupCookieName, type TPopup, type TPublicPopup } from '@colophon/contract';
import type { PopupRow } from './popups.tables.ts';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export const toPopup = (row: PopupRow): TPopup => ({
  id: row.id,
  version: row.version,
  title: row.title,
  html: row.html,
  isActive: row.isActive,
  cookieDurationDays: row.cookieDurationDays,
  startTime: iso(row.startTime),
  endTime: iso(row.endTime),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toPublicPopup = (row: PopupRow): TPublicPopup => ({
  id: row.id,
  title: row.title,
  html: row.html,
  cookieName: popupCookieName(row.id),
  cookieDurationDays: row.cookieDurationDays,
});

export const popupSnapshot = (row: PopupRow) => ({
  title: row.title,
  html: row.html,
  isActive: row.isActive,
  cookieDurationDays: row.cookieDurationDays,
  startTime: iso(row.startTime),
  endTime: iso(row.endTime),
});
