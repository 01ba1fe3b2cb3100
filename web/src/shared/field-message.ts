import type { MessageParams } from './api-error';

/**
 * A form field's message as react-hook-form keeps it: one string. It holds a message code (an `errors` code of
 * messages.ts, or a full `namespace:key`) and, when the text shows numbers, its params after a `?` in query
 * form: `quiz.optionEmpty?question=1&option=2`. `useFieldErrorText` reads it back and translates it.
 */
export const toFieldMessage = (code: string, params?: MessageParams): string => {
  const entries = Object.entries(params ?? {});
  if (entries.length === 0) return code;
  return `${code}?${new URLSearchParams(entries.map(([name, value]) => [name, String(value)])).toString()}`;
};

export const fromFieldMessage = (message: string): { code: string; params: MessageParams } => {
  const at = message.indexOf('?');
  if (at < 0) return { code: message, params: {} };
  return { code: message.slice(0, at), params: Object.fromEntries(new URLSearchParams(message.slice(at + 1))) };
};
