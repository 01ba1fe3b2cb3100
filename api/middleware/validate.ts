/** zod at the edge: a failed parse becomes a 400 with one entry per field, each with its code and English text. */
import { z } from 'zod';
import type { DomainError } from '../../domain/shared/errors';
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

const uuid = z.uuid();

/** A path id: a uuid, or the thing does not exist (404 with `notFound`'s code), never a 400. */
export const idParam = (value: unknown, notFound: () => DomainError): string => {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw notFound();
  return parsed.data;
};
