/**
 * The admin panel's user calls (spec §5 user edit, §7 admin calls): the list query and the edit body. Messages are
 * error codes of domain/shared/messages.ts.
 */
import { z } from 'zod';
import { plans } from '../plans/plans';
import { emailSchema, usernameSchema } from '../user/user.schemas';
import { settableStatuses } from './plan-override.decider';
import { adminRoles } from './roles';

/** Spec §9: list pages of 20. */
export const ADMIN_PAGE_SIZE = 20;

export const pageQuery = z.object({
  page: z.coerce.number({ error: 'validation.failed' }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: 'validation.failed' }).int().min(1).max(100).default(ADMIN_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});

/** `PUT /api/admin/users/{id}`: every field optional (only what differs is recorded). */
export const adminUserEditBody = z.strictObject({
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  subscriptionStatus: z.enum(settableStatuses, { error: 'admin.statusInvalid' }).optional(),
  subscriptionPlan: z.enum(plans, { error: 'admin.planInvalid' }).optional(),
  /** A date (`YYYY-MM-DD`, or an ISO time whose date counts); empty or null: no end date. */
  subscriptionEndDate: z
    .union([z.string().trim(), z.null()], { error: 'admin.endDateInvalid' })
    .optional()
    .refine((v) => !v || (/^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v.slice(0, 10)))), {
      error: 'admin.endDateInvalid',
    })
    .transform((v) => (v === undefined ? undefined : v ? v.slice(0, 10) : null)),
  isAdmin: z.boolean({ error: 'validation.failed' }).optional(),
  adminRole: z
    .union([z.enum(adminRoles), z.literal(''), z.null()], { error: 'admin.roleInvalid' })
    .optional()
    .transform((v) => (v === '' ? null : v)),
});
export type AdminUserEditBody = z.infer<typeof adminUserEditBody>;
