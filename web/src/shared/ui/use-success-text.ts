import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../../domain/shared/messages';

const codeByText = new Map<string, string>(Object.entries(messages).map(([code, text]) => [text, code]));

/**
 * Turns a success answer's message into the reader's language: its `code`, or the code whose English text it is,
 * through the `errors` namespace (which holds every message of the server); else the text as sent.
 */
export const useSuccessText = () => {
  const { t } = useTranslation('errors');
  return useCallback(
    (answer: { message?: string; code?: string } | undefined, fallback: string) => {
      const text = answer?.message ?? fallback;
      const code = answer?.code ?? codeByText.get(text);
      return code ? t(`errors:${code}`, { defaultValue: text }) : text;
    },
    [t],
  );
};
