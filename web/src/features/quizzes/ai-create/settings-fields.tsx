import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TIME_OPTIONS } from '../../../../../domain/content/content.schemas';
import { languageOptions } from '../../../shared/i18n/languages';
import { SwitchField } from '../../../shared/ui/switch-field';
import { TextField } from '../../../shared/ui/text-field';
import { useFieldErrorText } from '../../../shared/ui/use-error-text';
import { formatTimeLimit } from '../../../shared/quizzes/quiz-format';
import { ChoiceGroup } from './choice-group';
import type { GenerationFormValues } from './generation-form';
import { QuestionCountField } from './question-count-field';
import { StrategyField } from './strategy-field';

const difficulties = ['easy', 'medium', 'hard'] as const;

/** The quiz's settings: title, category, question count, difficulty, time, strategy, language, library. */
export function SettingsFields({ offerSave }: { offerSave: boolean }) {
  const { t, i18n } = useTranslation(['content', 'quizzes']);
  const fieldError = useFieldErrorText();
  const { register, control } = useFormContext<GenerationFormValues>();
  const { errors } = useFormState({ control });

  return (
    <div className="stack">
      <TextField
        id="generation-title"
        label={t('content:form.title')}
        required
        autoComplete="off"
        registration={register('title')}
        error={fieldError(errors.title?.message)}
      />
      <TextField
        id="generation-category"
        label={t('content:form.category')}
        labelAside={<span className="field-optional">{t('content:form.optional')}</span>}
        hint={t('content:form.categoryHint')}
        autoComplete="off"
        maxLength={30}
        registration={register('category')}
        error={fieldError(errors.category?.message)}
      />
      <QuestionCountField />
      <ChoiceGroup
        name="difficulty"
        legend={t('content:form.difficulty')}
        registration={register('difficulty')}
        error={fieldError(errors.difficulty?.message)}
        choices={difficulties.map((value) => ({ value, label: t(`quizzes:difficulty.${value}`) }))}
      />
      <ChoiceGroup
        name="timeLimit"
        legend={t('content:form.timeLimit')}
        registration={register('timeLimit')}
        error={fieldError(errors.timeLimit?.message)}
        choices={TIME_OPTIONS.map((seconds) => ({ value: seconds, label: formatTimeLimit(seconds, i18n.language) }))}
      />
      <StrategyField />
      <div className="field language-field">
        <label htmlFor="generation-language">{t('content:form.targetLanguage')}</label>
        <select id="generation-language" aria-describedby="generation-language-hint" {...register('targetLanguage')}>
          {languageOptions.map((option) => (
            <option key={option.code} value={option.code} lang={option.code}>
              {option.nativeName}
            </option>
          ))}
        </select>
        <p id="generation-language-hint" className="field-hint">
          {t('content:form.targetLanguageHint')}
        </p>
      </div>
      {offerSave ? (
        <SwitchField
          id="generation-save"
          label={t('content:form.saveToLibrary')}
          hint={t('content:form.saveToLibraryHint')}
          registration={register('saveToLibrary')}
        />
      ) : null}
    </div>
  );
}
