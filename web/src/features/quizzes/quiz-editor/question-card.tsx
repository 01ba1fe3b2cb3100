import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES } from '../../../../../domain/quiz/quiz.rules';
import { trashIcon } from '../../../shared/ui/icons';
import { TextAreaField } from '../../../shared/ui/text-area-field';
import { useFieldErrorText } from '../../../shared/ui/use-error-text';
import { quizIcons } from '../quiz-icons';
import { messageAt } from './form-errors';
import { OptionList } from './option-list';
import { QuestionImageField } from './question-image-field';
import type { QuizFormValues } from './quiz-form';

interface QuestionCardProps {
  index: number;
  total: number;
  /** Stable across reordering (react-hook-form's key of the question). */
  fieldKey: string;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
}

/** One question in the editor: its tools (move up, move down, remove), text, image, options, difficulty, explanation. */
export function QuestionCard({ index, total, fieldKey, onMoveUp, onMoveDown, onRemove }: QuestionCardProps) {
  const { t } = useTranslation('quizzes');
  const fieldError = useFieldErrorText();
  const { control, register } = useFormContext<QuizFormValues>();
  const { errors } = useFormState({ control, name: `questions.${index}` });
  const base = `question-${index}`;
  const number = index + 1;
  const difficultyError = fieldError(messageAt(errors, `questions.${index}.difficulty`));

  return (
    <section className="card question-editor" aria-labelledby={`${base}-heading`}>
      <div className="question-editor-head">
        <h3 id={`${base}-heading`} tabIndex={-1}>
          {t('editor.questionNumber', { number })}
        </h3>
        <div className="question-tools">
          <button
            type="button"
            id={`${base}-up`}
            className="btn btn-ghost icon-button"
            aria-label={t('editor.moveUp', { number })}
            title={t('editor.moveUp', { number })}
            disabled={index === 0}
            onClick={onMoveUp}
          >
            {quizIcons.up}
          </button>
          <button
            type="button"
            id={`${base}-down`}
            className="btn btn-ghost icon-button"
            aria-label={t('editor.moveDown', { number })}
            title={t('editor.moveDown', { number })}
            disabled={index === total - 1}
            onClick={onMoveDown}
          >
            {quizIcons.down}
          </button>
          {total > 1 ? (
            <button
              type="button"
              id={`${base}-remove`}
              className="btn btn-ghost icon-button danger-icon"
              aria-label={t('editor.removeQuestion', { number })}
              title={t('editor.removeQuestion', { number })}
              onClick={onRemove}
            >
              {trashIcon}
            </button>
          ) : null}
        </div>
      </div>

      <TextAreaField
        id={`${base}-text`}
        label={t('editor.questionText')}
        rows={2}
        required
        registration={register(`questions.${index}.text`)}
        error={fieldError(messageAt(errors, `questions.${index}.text`))}
      />
      <QuestionImageField index={index} />
      <OptionList index={index} groupName={`correct-${fieldKey}`} />
      <div className={difficultyError ? 'field field-invalid field-narrow' : 'field field-narrow'}>
        <label htmlFor={`${base}-difficulty`}>{t('editor.difficulty')}</label>
        <select
          id={`${base}-difficulty`}
          aria-invalid={difficultyError ? true : undefined}
          aria-describedby={difficultyError ? `${base}-difficulty-error` : undefined}
          {...register(`questions.${index}.difficulty`)}
        >
          {DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {t(`difficulty.${difficulty}`)}
            </option>
          ))}
        </select>
        {difficultyError ? (
          <p id={`${base}-difficulty-error`} className="field-error">
            <span aria-hidden="true">⚠ </span>
            {difficultyError}
          </p>
        ) : null}
      </div>
      <TextAreaField
        id={`${base}-explanation`}
        label={t('editor.explanation')}
        labelAside={<span className="field-optional">{t('editor.optional')}</span>}
        hint={t('editor.explanationHint')}
        rows={2}
        registration={register(`questions.${index}.explanation`)}
        error={fieldError(messageAt(errors, `questions.${index}.explanation`))}
      />
    </section>
  );
}
