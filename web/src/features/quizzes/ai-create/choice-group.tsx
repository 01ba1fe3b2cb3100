import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

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
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset
      className={['choice-field', error ? 'field-invalid' : '', className ?? ''].join(' ').trim()}
      aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
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
      {hint ? (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
