import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** A field message of a 400 validation answer. */
export interface FieldIssue {
  field: string;
  code: string;
  message: string;
}

/**
 * Every failed call, normalised. `status` is the HTTP status, or a text for failures without an answer
 * (`FETCH_ERROR`, `TIMEOUT_ERROR`, ...). `message` is the server's `error` or `message`, else a generic text;
 * `fromServer` says which.
 */
export interface ApiError {
  status: number | string;
  code: string | null;
  message: string;
  fromServer: boolean;
  details?: FieldIssue[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const readBody = (body: unknown) => {
  if (!isRecord(body)) return { code: null, message: null, details: undefined };
  const text = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : null;
  const code = typeof body.code === 'string' ? body.code : null;
  const details = Array.isArray(body.details)
    ? body.details.filter(
        (d): d is FieldIssue => isRecord(d) && typeof d.field === 'string' && typeof d.code === 'string',
      )
    : undefined;
  return { code, message: text, details };
};

export const toApiError = (error: FetchBaseQueryError, response?: Response): ApiError => {
  if (typeof error.status === 'number') {
    const body = readBody(error.data);
    return {
      status: error.status,
      code: body.code,
      message: body.message ?? `API request failed: ${error.status} ${response?.statusText ?? ''}`.trim(),
      fromServer: body.message !== null,
      details: body.details,
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
