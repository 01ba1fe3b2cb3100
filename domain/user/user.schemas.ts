/**
 * Validation schemas shared by the server (request bodies) and the web forms (react-hook-form + zod resolver).
 * Each message is an error code of domain/shared/messages.ts; the edges turn it into text.
 */
import { z } from 'zod';

export const languages = ['en', 'tr', 'de'] as const;
export type Language = (typeof languages)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** A string field: `code` when it is missing or empty, `validation.expectedString` when it is not text. */
const text = (code: string) =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? code : 'validation.expectedString'),
  });
const requiredText = (code: string) => text(code).min(1, { error: code });

export const emailSchema = text('validation.emailRequired')
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.emailRequired' })
  .max(254, { error: 'validation.emailInvalid' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

export const usernameSchema = text('validation.usernameRequired')
  .trim()
  .min(1, { error: 'validation.usernameRequired' })
  .min(3, { error: 'validation.usernameLength' })
  .max(30, { error: 'validation.usernameLength' })
  .regex(/^[\p{L}\p{N}_.-]+$/u, { error: 'validation.usernameChars' });

/** A new password: the server requires at least 8 characters everywhere (registration, change, reset). */
export const newPasswordSchema = (requiredCode = 'validation.passwordRequired') =>
  text(requiredCode)
    .min(1, { error: requiredCode })
    .min(PASSWORD_MIN, { error: 'validation.passwordTooShort' })
    .max(PASSWORD_MAX, { error: 'validation.passwordTooLong' });

export const languageSchema = z.enum(languages, { error: 'validation.languageInvalid' });

/** `language`: the interface language in use when signing up (the account's language from the start). */
export const registerBody = z.strictObject({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema(),
  language: languageSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.strictObject({
  email: emailSchema,
  password: requiredText('validation.passwordRequired').max(PASSWORD_MAX, { error: 'validation.passwordTooLong' }),
});
export type LoginBody = z.infer<typeof loginBody>;

export const changePasswordBody = z.strictObject({
  currentPassword: requiredText('validation.currentPasswordRequired'),
  newPassword: newPasswordSchema('validation.newPasswordRequired'),
});

export const changeLanguageBody = z.strictObject({ language: languageSchema });

export const forgotPasswordBody = z.strictObject({ email: emailSchema });

export const resetPasswordBody = z.strictObject({
  token: requiredText('validation.tokenRequired').max(200, { error: 'validation.tokenRequired' }),
  password: newPasswordSchema(),
});

// ---- form schemas (web): the bodies plus the fields only the form has

export const signUpForm = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: newPasswordSchema(),
    confirmPassword: requiredText('validation.confirmPasswordRequired'),
    acceptTerms: z.boolean().refine((v) => v, { error: 'validation.termsRequired' }),
  })
  .refine((f) => f.password === f.confirmPassword, {
    error: 'validation.passwordsDoNotMatch',
    path: ['confirmPassword'],
  });

export const loginForm = z.object({
  email: emailSchema,
  password: requiredText('validation.passwordRequired'),
  rememberMe: z.boolean().optional(),
});

export const changePasswordForm = z
  .object({
    currentPassword: requiredText('validation.currentPasswordRequired'),
    newPassword: newPasswordSchema('validation.newPasswordRequired'),
    confirmPassword: requiredText('validation.confirmPasswordRequired'),
  })
  .refine((f) => f.newPassword === f.confirmPassword, {
    error: 'validation.passwordsDoNotMatch',
    path: ['confirmPassword'],
  });

export const resetPasswordForm = z
  .object({
    password: newPasswordSchema(),
    confirmPassword: requiredText('validation.confirmPasswordRequired'),
  })
  .refine((f) => f.password === f.confirmPassword, {
    error: 'validation.passwordsDoNotMatch',
    path: ['confirmPassword'],
  });
