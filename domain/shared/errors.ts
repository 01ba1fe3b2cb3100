/**
 * A broken business rule. `code` is a stable translation key (e.g. `auth.emailTaken`); `message` is the English
 * fallback the API returns. `kind` decides the HTTP status at the edge.
 */
import { messageOf } from './messages';

export type DomainErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'illegalState'
  | 'rateLimited'
  | 'tooLarge'
  | 'unsupportedMediaType'
  | 'paymentRequired'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** The numbers and names the message shows; the web apps translate `code` with them. */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static validation = (code: string, message: string, details?: unknown, params?: Record<string, string | number>) =>
    new DomainError('validation', code, message, details, params);
  static unauthenticated = (code: string, message: string) => new DomainError('unauthenticated', code, message);
  static forbidden = (code: string, message: string, details?: unknown, params?: Record<string, string | number>) =>
    new DomainError('forbidden', code, message, details, params);
  static unavailable = (code: string, message: string, details?: unknown) =>
    new DomainError('unavailable', code, message, details);
  static tooLarge = (code: string, message: string) => new DomainError('tooLarge', code, message);
  static unsupportedMediaType = (code: string, message: string) =>
    new DomainError('unsupportedMediaType', code, message);
  static notFound = (code: string, message: string) => new DomainError('notFound', code, message);
  static conflict = (code: string, message: string) => new DomainError('conflict', code, message);
  static illegalState = (code: string, message: string) => new DomainError('illegalState', code, message);
  static rateLimited = (code: string, message: string, details?: unknown) =>
    new DomainError('rateLimited', code, message, details);
  /** 402: a payment was declined. */
  static paymentRequired = (code: string, message: string) => new DomainError('paymentRequired', code, message);
}

export interface FieldIssue {
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

/**
 * One 400 answer for a list of field problems: the code and params of the only problem (or `validation.failed`),
 * each distinct message once, and every problem in `details` with its English text.
 */
export const invalidFields = (issues: FieldIssue[]) => {
  const details = issues.map(({ field, code, params }) => ({
    field,
    code,
    message: messageOf(code, params),
    ...(params ? { params } : {}),
  }));
  const only = details.length === 1 ? details[0] : undefined;
  return DomainError.validation(
    only?.code ?? 'validation.failed',
    [...new Set(details.map((d) => d.message))].join('; '),
    details,
    only?.params,
  );
};
