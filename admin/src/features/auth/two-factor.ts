import { isApiError } from '../../../../web/src/shared/api-error';

/** Two-factor codes are 6 characters (spec §9). */
export const TWO_FACTOR_LENGTH = 6;

/** A refusal whose message mentions two-factor reveals the code field (spec §4). */
export const asksForTwoFactor = (error: unknown) =>
  isApiError(error) && (/two-factor/i.test(error.message) || /twoFactor/i.test(error.code ?? ''));

/** The login body (spec §5): the email trimmed and lowercased; the code only when its field is shown and filled. */
export const loginBody = (form: { email: string; password: string; code: string }, codeShown: boolean) => {
  const code = form.code.trim().slice(0, TWO_FACTOR_LENGTH);
  return {
    email: form.email.trim().toLowerCase(),
    password: form.password,
    ...(codeShown && code ? { twoFactorCode: code } : {}),
  };
};
