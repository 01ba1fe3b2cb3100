import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isTransportFailure, type ApiError } from '../api-error';
import { fromFieldMessage } from '../field-message';

interface Fallbacks {
  /** Shown when the server answered without a message (e.g. "Login failed"). */
  failed: string;
  /** Shown when no answer came at all (e.g. "An error occurred during login"). */
  thrown?: string;
}

const plans = new Set(['free', 'plus', 'pro', 'enterprise']);

/**
 * Turns an error into the text to show: a server code through the `errors` namespace with its params and the
 * server's English text as the fallback; a plan limit through `errors:planLimit.<reason>` with the plan's name;
 * else the server's text; else the given fallbacks.
 */
export const useErrorText = () => {
  const { t } = useTranslation(['errors', 'common']);
  const planLimitText = useCallback(
    (error: ApiError, fallback: string) => {
      const plan = error.params?.plan;
      const planName = typeof plan === 'string' && plans.has(plan) ? t(`common:plans.${plan}`) : plan;
      const params = { ...error.params, ...(planName !== undefined ? { plan: planName } : {}) };
      return error.reason
        ? t(`errors:planLimit.${error.reason}`, { ...params, defaultValue: fallback })
        : t('errors:PLAN_LIMIT', { ...params, defaultValue: fallback });
    },
    [t],
  );
  return useCallback(
    (error: unknown, fallbacks: Fallbacks): string => {
      if (!isApiError(error)) return fallbacks.thrown ?? fallbacks.failed;
      if (isTransportFailure(error)) return fallbacks.thrown ?? fallbacks.failed;
      const fallback = error.fromServer ? error.message : fallbacks.failed;
      if (error.code === 'PLAN_LIMIT') return planLimitText(error, fallback);
      if (error.code) return t(`errors:${error.code}`, { ...error.params, defaultValue: fallback });
      return fallback;
    },
    [t, planLimitText],
  );
};

/**
 * Translates a field message: an error code of messages.ts (or a `namespace:key`), with the params it carries
 * (see field-message.ts) and any given here. The `errors` namespace holds every code in every language (a unit test
 * checks it), so the server's English catalogue is not loaded here: it stays off the player's path.
 */
export const useFieldErrorText = () => {
  const { t } = useTranslation('errors');
  return useCallback(
    (message: string | undefined, extra?: Record<string, string | number>) => {
      if (!message) return undefined;
      const { code, params } = fromFieldMessage(message);
      const all = { ...params, ...extra };
      if (code.includes(':')) return t(code, all);
      return t(`errors:${code}`, { ...all, defaultValue: code });
    },
    [t],
  );
};
