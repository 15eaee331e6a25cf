import type { TTarget } from '@colophon/contract';
import type { TargetRow } from './targets.tables.ts';

export const toTarget = (row: TargetRow): TTarget => ({
  id: row.id,
  version: row.version,
  name: row.name,
  description: row.description,
  rules: row.rules,
  membersCount: row.membersCount,
  membersComputedAt: row.membersComputedAt?.toISOString() ?? null,
  displayOrder: row.displayOrder,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const targetSnapshot = (row: TargetRow) => ({
  name: row.name,
  description: row.description,
  rules: row.rules,
});
