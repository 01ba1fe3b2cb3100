import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The numbers and names a message shows (`{{question}}`, `{{limit}}`...), interpolated under the same names. */
export type MessageParams = Record<string, string | number>;

/** A field message of a 400 validation answer. */
export interface FieldIssue {
  field: string;
  code: string;
  message: string;
  params?: MessageParams;
}

/**
 * Every failed call, normalised. `status` is the HTTP status, or a text for failures without an answer
 * (`FETCH_ERROR`, `TIMEOUT_ERROR`, ...). `message` is the server's `error` or `message`, else a generic text;
 * `fromServer` says which. `params` fill the placeholders of the code's text; `reason` says which limit a
 * `PLAN_LIMIT` answer is about (`quizzes`, `questionsPerQuiz`).
 */
export interface ApiError {
  status: number | string;
  code: string | null;
  message: string;
  fromServer: boolean;
  params?: MessageParams;
  details?: FieldIssue[];
  reason?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const readParams = (value: unknown): MessageParams | undefined => {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};

const readIssue = (value: unknown): FieldIssue | null => {
  if (!isRecord(value) || typeof value.field !== 'string' || typeof value.code !== 'string') return null;
  const params = readParams(value.params);
  return {
    field: value.field,
    code: value.code,
    message: typeof value.message === 'string' ? value.message : value.code,
    ...(params ? { params } : {}),
  };
};

const readBody = (body: unknown) => {
  if (!isRecord(body)) return { code: null, message: null };
  const text = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : null;
  const code = typeof body.code === 'string' ? body.code : null;
  const details = Array.isArray(body.details)
    ? body.details.map(readIssue).filter((issue): issue is FieldIssue => issue !== null)
    : undefined;
  const reason = isRecord(body.details) && typeof body.details.reason === 'string' ? body.details.reason : undefined;
  return { code, message: text, details, params: readParams(body.params), reason };
};

export const toApiError = (error: FetchBaseQueryError, response?: Response): ApiError => {
  if (typeof error.status === 'number') {
    const body = readBody(error.data);
    return {
      status: error.status,
      code: body.code,
      message: body.message ?? `API request failed: ${error.status} ${response?.statusText ?? ''}`.trim(),
      fromServer: body.message !== null,
      ...(body.params ? { params: body.params } : {}),
      ...(body.details ? { details: body.details } : {}),
      ...(body.reason ? { reason: body.reason } : {}),
    };
  }
  if (error.status === 'PARSING_ERROR') {
    return {
      status: error.originalStatus,
      code: null,
      message: `API request failed: ${error.originalStatus} ${response?.statusText ?? ''}`.trim(),
      fromServer: false,
    };
  }
  return { status: error.status, code: null, message: error.error, fromServer: false };
};

export const isApiError = (value: unknown): value is ApiError =>
  isRecord(value) && 'status' in value && typeof value.message === 'string' && 'fromServer' in value;

/** True when the call never got an HTTP answer (network down, aborted, unreadable). */
export const isTransportFailure = (error: ApiError) => typeof error.status !== 'number';

/** True for the 403 that says the plan does not allow this (shown with a link to the pricing page). */
export const isPlanLimit = (error: unknown): error is ApiError => isApiError(error) && error.code === 'PLAN_LIMIT';
