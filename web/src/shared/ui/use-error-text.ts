import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../../domain/shared/messages';
import { isApiError, isTransportFailure } from '../api-error';

interface Fallbacks {
  /** Shown when the server answered without a message (e.g. "Login failed"). */
  failed: string;
  /** Shown when no answer came at all (e.g. "An error occurred during login"). */
  thrown?: string;
}

/**
 * Turns an error into the text to show: a server code through the `errors` namespace with the server's English
 * text as the fallback; else the server's text; else the given fallbacks.
 */
export const useErrorText = () => {
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown, fallbacks: Fallbacks): string => {
      if (!isApiError(error)) return fallbacks.thrown ?? fallbacks.failed;
      if (isTransportFailure(error)) return fallbacks.thrown ?? fallbacks.failed;
      if (error.code)
        return t(`errors:${error.code}`, { defaultValue: error.fromServer ? error.message : fallbacks.failed });
      return error.fromServer ? error.message : fallbacks.failed;
    },
    [t],
  );
};

/** Translates a field message of a form schema (its message is an error code of messages.ts). */
export const useFieldErrorText = () => {
  const { t } = useTranslation('errors');
  return useCallback(
    (code: string | undefined) => (code ? t(`errors:${code}`, { defaultValue: messageOf(code) }) : undefined),
    [t],
  );
};
