import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface SwitchFieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
}

/** An on/off setting: a checkbox with the switch role, its label and an optional hint. */
export function SwitchField({ id, label, hint, registration }: SwitchFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="switch-field">
      <input id={id} type="checkbox" role="switch" className="switch" aria-describedby={hintId} {...registration} />
      <div className="switch-text">
        <label htmlFor={id}>{label}</label>
        {hint ? (
          <p id={hintId} className="field-hint">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
