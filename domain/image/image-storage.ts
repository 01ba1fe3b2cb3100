/**
 * The image storage quota of an account: what its plan allows and what it already keeps, resolved by commands/
 * and passed in, so the rule itself stays pure.
 */
import type { LimitValue, Plan } from '../plans/plans';
import { planLimitError } from '../plans/plans';

export interface StorageAllowance {
  plan: Plan;
  limit: LimitValue;
  /** Bytes of images the account keeps now (removed ones no longer count). */
  usedBytes: number;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 52428800 → "50 MB", 1536 → "1.5 KB" (binary multiples, as the 5MB image limit is). */
export const formatBytes = (bytes: number) => {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = value < 10 && unit > 0 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
};

/** 403 `PLAN_LIMIT` (reason `storage`) when `adding` more bytes would not fit. */
export const assertStorageAllows = ({ plan, limit, usedBytes }: StorageAllowance, adding: number) => {
  if (limit === 'unlimited' || usedBytes + adding <= limit) return;
  throw planLimitError('storage', plan, limit, {
    limit: formatBytes(limit),
    left: formatBytes(Math.max(0, limit - usedBytes)),
  });
};
