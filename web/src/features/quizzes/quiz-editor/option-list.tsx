import { useEffect, useRef } from 'react';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QUIZ_LIMITS, correctAnswerAfterRemoval } from '../../../../../domain/quiz/quiz.rules';
import { useFieldErrorText } from '../../../shared/ui/use-error-text';
import { quizIcons } from '../quiz-icons';
import { letterOf } from '../../../shared/quizzes/quiz-format';
import { messageAt } from './form-errors';
import type { QuizFormValues } from './quiz-form';

interface OptionListProps {
  index: number;
  /** A name for the radio group that survives reordering. */
  groupName: string;
}

/**
 * A question's 2 to 6 options in one fieldset: a radio per option picks the correct one, a text input holds it,
 * and a remove button (hidden at 2 options) deletes it, moving the correct answer with it (spec §4).
 */
export function OptionList({ index, groupName }: OptionListProps) {
  const { t } = useTranslation('quizzes');
  const fieldError = useFieldErrorText();
  const { control, register, getValues, setValue, trigger, formState } = useFormContext<QuizFormValues>();
  const { errors } = useFormState({ control, name: `questions.${index}` });
  const options = useWatch({ control, name: `questions.${index}.options` });
  const { field: correct } = useController({ control, name: `questions.${index}.correctAnswer` });
  const pendingFocus = useRef<string | null>(null);
  const base = `question-${index}`;
  const count = options.length;

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  }, [count]);

  const revalidate = () => {
    if (formState.isSubmitted) void trigger();
  };

  const addOption = () => {
    setValue(`questions.${index}.options`, [...getValues(`questions.${index}.options`), ''], { shouldDirty: true });
    pendingFocus.current = `${base}-option-${count}`;
    revalidate();
  };

  const removeOption = (option: number) => {
    const current = getValues(`questions.${index}.options`);
    setValue(
      `questions.${index}.options`,
      current.filter((_, at) => at !== option),
      { shouldDirty: true },
    );
    setValue(
      `questions.${index}.correctAnswer`,
      correctAnswerAfterRemoval(getValues(`questions.${index}.correctAnswer`), option),
      { shouldDirty: true },
    );
    pendingFocus.current = `${base}-option-${Math.min(option, current.length - 2)}`;
    revalidate();
  };

  const groupError =
    fieldError(messageAt(errors, `questions.${index}.options`)) ??
    fieldError(messageAt(errors, `questions.${index}.correctAnswer`));
  const hintId = `${base}-options-hint`;
  const groupErrorId = `${base}-options-error`;

  return (
    <fieldset
      className={groupError ? 'option-fieldset field-invalid' : 'option-fieldset'}
      aria-describedby={[hintId, groupError ? groupErrorId : ''].join(' ').trim()}
    >
      <legend>{t('editor.optionsLegend')}</legend>
      <p id={hintId} className="field-hint">
        {t('editor.optionsHint', { min: QUIZ_LIMITS.optionsMin, max: QUIZ_LIMITS.optionsMax })}
      </p>
      <ul className="option-list">
        {options.map((_, option) => {
          const letter = letterOf(option);
          const inputId = `${base}-option-${option}`;
          const error = fieldError(messageAt(errors, `questions.${index}.options.${option}`));
          const isCorrect = correct.value === option;
          return (
            <li key={option} className={`option-row${isCorrect ? ' is-correct' : ''}${error ? ' field-invalid' : ''}`}>
              <label className="option-correct" htmlFor={`${base}-correct-${option}`}>
                <input
                  id={`${base}-correct-${option}`}
                  type="radio"
                  name={groupName}
                  value={option}
                  checked={isCorrect}
                  onChange={() => {
                    correct.onChange(option);
                  }}
                  onBlur={correct.onBlur}
                />
                <span className="option-letter" aria-hidden="true">
                  {letter}
                </span>
                <span className="visually-hidden">{t('editor.markCorrect', { letter })}</span>
              </label>
              <label htmlFor={inputId} className="visually-hidden">
                {t('editor.option', { letter })}
              </label>
              <input
                id={inputId}
                className="option-input"
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                {...register(`questions.${index}.options.${option}`)}
              />
              {count > QUIZ_LIMITS.optionsMin ? (
                <button
                  type="button"
                  className="btn btn-ghost icon-button option-remove"
                  aria-label={t('editor.removeOption', { letter })}
                  title={t('editor.removeOption', { letter })}
                  onClick={() => removeOption(option)}
                >
                  {quizIcons.close}
                </button>
              ) : null}
              {error ? (
                <p id={`${inputId}-error`} className="field-error option-error">
                  <span aria-hidden="true">⚠ </span>
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {groupError ? (
        <p id={groupErrorId} className="field-error">
          <span aria-hidden="true">⚠ </span>
          {groupError}
        </p>
      ) : null}
      <button
        type="button"
        id={`${base}-add-option`}
        className="btn btn-ghost btn-sm add-option"
        onClick={addOption}
        disabled={count >= QUIZ_LIMITS.optionsMax}
      >
        {quizIcons.plus}
        {t('editor.addOption')}
      </button>
    </fieldset>
  );
}
