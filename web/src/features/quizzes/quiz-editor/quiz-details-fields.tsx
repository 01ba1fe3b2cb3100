import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QUIZ_LIMITS } from '../../../../../domain/quiz/quiz.rules';
import { SwitchField } from '../../../shared/ui/switch-field';
import { TextAreaField } from '../../../shared/ui/text-area-field';
import { TextField } from '../../../shared/ui/text-field';
import { useFieldErrorText } from '../../../shared/ui/use-error-text';
import type { QuizFormValues } from './quiz-form';
import { TagsField } from '../../../shared/ui/tags-field';

/** The quiz's own fields: title, description, time per question, the two switches and the tags. */
export function QuizDetailsFields({ timeLimitMin }: { timeLimitMin: number }) {
  const { t } = useTranslation('quizzes');
  const fieldError = useFieldErrorText();
  const { register, control } = useFormContext<QuizFormValues>();
  const { errors } = useFormState({ control });
  const optional = <span className="field-optional">{t('editor.optional')}</span>;

  return (
    <section className="card quiz-editor-card stack" aria-labelledby="quiz-details-title">
      <h2 id="quiz-details-title" className="section-title">
        {t('editor.detailsTitle')}
      </h2>
      <TextField
        id="quiz-title"
        label={t('editor.title')}
        required
        autoComplete="off"
        registration={register('title')}
        error={fieldError(errors.title?.message)}
      />
      <TextAreaField
        id="quiz-description"
        label={t('editor.description')}
        labelAside={optional}
        rows={3}
        registration={register('description')}
        error={fieldError(errors.description?.message)}
      />
      <div className="field-row">
        <TextField
          id="quiz-time-limit"
          label={t('editor.timeLimit')}
          type="number"
          inputMode="numeric"
          min={timeLimitMin}
          max={QUIZ_LIMITS.timeLimitMax}
          step={1}
          required
          registration={register('settings.timeLimit', { valueAsNumber: true })}
          hint={t('editor.timeLimitHint', { min: timeLimitMin, max: QUIZ_LIMITS.timeLimitMax })}
          error={fieldError(errors.settings?.timeLimit?.message)}
        />
      </div>
      <div className="switch-group">
        <SwitchField
          id="quiz-show-correct"
          label={t('editor.showCorrectAnswer')}
          hint={t('editor.showCorrectAnswerHint')}
          registration={register('settings.showCorrectAnswer')}
        />
        <SwitchField
          id="quiz-randomize"
          label={t('editor.randomizeOrder')}
          hint={t('editor.randomizeOrderHint')}
          registration={register('settings.randomizeOrder')}
        />
      </div>
      <TagsField />
    </section>
  );
}
