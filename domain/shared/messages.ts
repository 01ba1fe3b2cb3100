/**
 * Every error code the server can answer with, and its English text. The code is the translation key the web apps
 * use (`errors:<code>`); the English text is the fallback and what the API sends as `error`.
 */
export const messages = {
  'validation.failed': 'Please check the highlighted fields',
  'validation.malformedJson': 'The request body is not valid JSON',
  'validation.bodyTooLarge': 'The request body is too large',
  'validation.usernameRequired': 'Username is required',
  'validation.usernameLength': 'Username must be 3 to 30 characters',
  'validation.usernameChars': 'Username may contain only letters, digits, dots, dashes and underscores',
  'validation.emailRequired': 'Email is required',
  'validation.emailInvalid': 'Please enter a valid email address',
  'validation.passwordRequired': 'Password is required',
  'validation.passwordTooShort': 'Password must be at least 8 characters',
  'validation.passwordTooLong': 'Password must be at most 200 characters',
  'validation.currentPasswordRequired': 'Current password is required',
  'validation.newPasswordRequired': 'New password is required',
  'validation.confirmPasswordRequired': 'Please confirm your password',
  'validation.passwordsDoNotMatch': 'Passwords do not match',
  'validation.termsRequired': 'Please accept the terms and conditions',
  'validation.languageInvalid': 'Language must be one of en, tr, de',
  'validation.tokenRequired': 'The reset link is missing its token',
  'validation.expectedString': 'Must be text',
  'validation.unknownField': 'Unknown field',
  'auth.emailTaken': 'An account with this email already exists',
  'auth.usernameTaken': 'This username is already taken',
  'auth.invalidCredentials': 'Invalid email or password',
  'auth.tooManyAttempts': 'Too many failed sign-in attempts. Please try again later.',
  'auth.busy': 'The server is busy signing people in. Please try again in a moment.',
  'auth.notAuthenticated': 'User not authenticated',
  'auth.sessionExpired': 'Your session has ended. Please sign in again.',
  'auth.wrongCurrentPassword': 'Current password is incorrect',
  'auth.resetTokenInvalid': 'This password reset link is invalid or has expired',
  'auth.resetEmailSent': 'If an account exists for that email, we have sent a link to reset the password.',
  'auth.passwordReset': 'Your password has been reset. You can sign in now.',
  'user.passwordUpdated': 'Password updated successfully',
  'user.languageUpdated': 'Language preference updated.',
  'user.notFound': 'User not found',
  'http.notFound': 'Not found',
  'http.internal': 'Something went wrong on our side. Please try again.',
  'http.rateLimited': 'Too many requests. Please slow down.',
} as const;

export type MessageCode = keyof typeof messages;

/** The English text of a code; an unknown code is returned as it is. */
export const messageOf = (code: string): string => (messages as Record<string, string>)[code] ?? code;
