/** zod at the edge: a failed parse becomes a 400 with one entry per field, each with its code and English text. */
import type { z } from 'zod';
import { DomainError } from '../../domain/shared/errors';
import type { MessageParams } from '../../domain/shared/messages';
import { messageOf } from '../../domain/shared/messages';

const codeOf = (issue: z.core.$ZodIssue) => {
  if (issue.code === 'unrecognized_keys') return 'validation.unknownField';
  return issue.message.includes('.') && !issue.message.includes(' ') ? issue.message : 'validation.failed';
};

export const parse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => {
    const code = codeOf(issue);
    const field = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.');
    const params = issue.code === 'custom' ? (issue.params as MessageParams | undefined) : undefined;
    return { field, code, message: messageOf(code, params), ...(params ? { params } : {}) };
  });
  const only = details.length === 1 ? details[0] : undefined;
  const text = [...new Set(details.map((d) => d.message))].join('; ');
  throw DomainError.validation(only?.code ?? 'validation.failed', text, details, only?.params);
};
