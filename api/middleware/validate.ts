/** zod at the edge: a failed parse becomes a 400 with one entry per field, each with its code and English text. */
import type { z } from 'zod';
import { invalidFields } from '../../domain/shared/errors';
import type { MessageParams } from '../../domain/shared/messages';

const codeOf = (issue: z.core.$ZodIssue) => {
  if (issue.code === 'unrecognized_keys') return 'validation.unknownField';
  return issue.message.includes('.') && !issue.message.includes(' ') ? issue.message : 'validation.failed';
};

export const parse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw invalidFields(
    result.error.issues.map((issue) => ({
      field: issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.'),
      code: codeOf(issue),
      params: issue.code === 'custom' ? (issue.params as MessageParams | undefined) : undefined,
    })),
  );
};
