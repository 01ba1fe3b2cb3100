import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldMessages } from '../../../shared/ui/field-frame';

export interface Choice {
  value: string | number;
  label: ReactNode;
  /** A second line under the label, like "Advanced AI". */
  note?: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps {
  name: string;
  legend: string;
  choices: Choice[];
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/** A set of radio buttons drawn as chips, in a fieldset with its legend, hint and message. */
export function ChoiceGroup({ name, legend, choices, registration, hint, error, className }: ChoiceGroupProps) {
  return (
    <fieldset
      className={['choice-field', error ? 'field-invalid' : '', className ?? ''].join(' ').trim()}
      aria-describedby={describedBy(name, hint, error)}
    >
      <legend className="field-label">{legend}</legend>
      <div className="choice-chips">
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          return (
            <div key={choice.value} className="choice-chip">
              <input
                id={id}
                type="radio"
                value={choice.value}
                disabled={choice.disabled}
                className="choice-input"
                {...registration}
              />
              <label htmlFor={id} className="choice-label">
                <span>{choice.label}</span>
                {choice.note ? <span className="choice-note">{choice.note}</span> : null}
              </label>
            </div>
          );
        })}
      </div>
      <FieldMessages id={name} hint={hint} error={error} hintAs="div" />
    </fieldset>
  );
}
