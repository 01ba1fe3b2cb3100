/**
 * The one error mapping for REST: every failure becomes `{success: false, error, code, details?}` with the right
 * status. Never a stack trace or a driver message on the wire.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ExtractionError, HasherBusyError } from '../../commands/ports';
import type { DomainErrorKind } from '../../domain/shared/errors';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';

const statusOf: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  illegalState: 409,
  rateLimited: 429,
  tooLarge: 413,
  unsupportedMediaType: 415,
  paymentRequired: 402,
  unavailable: 503,
};

const fail = (code: string, details?: unknown) => ({
  success: false as const,
  error: messageOf(code),
  code,
  ...(details === undefined ? {} : { details }),
});

export const problemDetails: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof DomainError) {
    const retryAfter = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
    if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
    res.status(statusOf[error.kind]).json({
      ...fail(error.code, error.details),
      error: error.message,
      ...(error.params ? { params: error.params } : {}),
    });
    return;
  }
  if (error instanceof ExtractionError) {
    const status = { validation: 400, unsupportedMediaType: 415, tooLarge: 413, forbidden: 403, unprocessable: 422 }[
      error.kind
    ];
    res
      .status(status)
      .json({ ...fail(error.code), error: error.message, ...(error.params ? { params: error.params } : {}) });
    return;
  }
  if (error instanceof HasherBusyError) {
    res.setHeader('Retry-After', '1');
    res.status(429).json(fail('auth.busy'));
    return;
  }
  const type = (error as { type?: string }).type;
  if (type === 'entity.parse.failed') return void res.status(400).json(fail('validation.malformedJson'));
  if (type === 'entity.too.large') return void res.status(413).json(fail('validation.bodyTooLarge'));
  if (type === 'charset.unsupported' || type === 'encoding.unsupported')
    return void res.status(415).json(fail('http.unsupportedEncoding'));
  const status = (error as { status?: number }).status;
  // A static file that is not there, or a path that tries to leave its folder: nothing to find.
  if (status === 403 || status === 404) return void res.status(404).json(fail('http.notFound'));
  if (status && status >= 400 && status < 500)
    return void res.status(status).json(fail(status === 400 ? 'validation.failed' : 'http.requestRefused'));
  req.log?.error({ err: error }, 'unhandled error');
  res.status(500).json(fail('http.internal'));
};

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json(fail('http.notFound'));
};
