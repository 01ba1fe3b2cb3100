/**
 * Request bodies of the staff sign-in and two-factor calls (spec §5 admin login), shared by the server and the
 * admin app's forms. Messages are error codes of domain/shared/messages.ts.
 */
import { z } from 'zod';
import { emailSchema, PASSWORD_MAX } from '../user/user.schemas';

/** Spec §9: the two-factor code has 6 characters. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

export const totpCode = z
  .string({ error: 'admin.twoFactorCodeFormat' })
  .trim()
  .regex(/^\d{6}$/, { error: 'admin.twoFactorCodeFormat' });

/** `POST /api/admin/auth/login`: the email lowercased and trimmed; the code only when the field is shown. */
export const adminLoginBody = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired' })
    .max(PASSWORD_MAX, { error: 'validation.passwordTooLong' }),
  twoFactorCode: z
    .string({ error: 'admin.twoFactorCodeFormat' })
    .trim()
    .max(TOTP_DIGITS, { error: 'admin.twoFactorCodeFormat' })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

/** `POST /api/admin/auth/totp/verify` */
export const totpVerifyBody = z.strictObject({ code: totpCode });
