import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldAria, type FieldProps } from './field-frame';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> & FieldProps;

/** A labelled multi-line input with its hint and message wired through aria-describedby and aria-invalid. */
export function TextAreaField({ id, label, registration, error, hint, labelAside, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} labelAside={labelAside} hint={hint} error={error}>
      <textarea id={id} rows={3} {...fieldAria(id, hint, error)} {...textarea} {...registration} />
    </FieldFrame>
  );
}
