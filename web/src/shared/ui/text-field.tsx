import type { InputHTMLAttributes } from 'react';
import { FieldFrame, fieldAria, type FieldProps } from './field-frame';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & FieldProps;

/** A labelled input with its hint and message wired through aria-describedby and aria-invalid. */
export function TextField({ id, label, registration, error, hint, labelAside, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} labelAside={labelAside} hint={hint} error={error}>
      <input id={id} {...fieldAria(id, hint, error)} {...input} {...registration} />
    </FieldFrame>
  );
}
