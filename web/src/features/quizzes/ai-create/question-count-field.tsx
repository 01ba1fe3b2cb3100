import { useFormContext, useFormState } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QUESTION_COUNTS } from '../../../../../domain/content/content.schemas';
import { useFieldErrorText } from '../../../shared/ui/use-error-text';
import { useGetUsageQuery } from '../../../shared/user/user.api';
import { ChoiceGroup } from './choice-group';

/** Spec §5: 25 questions and more are made by the advanced AI. */
const ADVANCED_FROM = 25;

/**
 * The number of questions (spec §5: 1, 5, 10, 15, 20, 25, 40, 50). Counts above the plan's questions per quiz are
 * disabled, with a note and a link to the pricing page; the AI questions left this month are shown too.
 */
export function QuestionCountField() {
  const { t, i18n } = useTranslation('content');
  const fieldError = useFieldErrorText();
  const { register, control } = useFormContext<{ numQuestions: string }>();
  const { errors } = useFormState({ control, name: 'numQuestions' });
  const { data: usage } = useGetUsageQuery();
  const perQuiz = usage?.limits.questionsPerQuiz;
  const aiLimit = usage?.limits.aiQuestions;
  const count = new Intl.NumberFormat(i18n.language);
  const left =
    usage && typeof aiLimit === 'number' ? Math.max(0, aiLimit - usage.usage.aiQuestionsThisMonth) : undefined;
  const capped = typeof perQuiz === 'number' && QUESTION_COUNTS.some((n) => n > perQuiz);

  const hint =
    capped || left !== undefined ? (
      <ul className="hint-list">
        {capped ? (
          <li>
            <Trans
              t={t}
              i18nKey="form.countCapped"
              values={{ limit: count.format(perQuiz) }}
              components={{ pricing: <Link to="/pricing" /> }}
            />
          </li>
        ) : null}
        {left !== undefined ? <li>{t('form.aiLeft', { count: left, formatted: count.format(left) })}</li> : null}
      </ul>
    ) : undefined;

  return (
    <ChoiceGroup
      name="numQuestions"
      legend={t('form.numQuestions')}
      registration={register('numQuestions')}
      error={fieldError(errors.numQuestions?.message)}
      hint={hint}
      choices={QUESTION_COUNTS.map((n) => ({
        value: n,
        label: count.format(n),
        note: n >= ADVANCED_FROM ? t('form.advancedAi') : undefined,
        disabled: typeof perQuiz === 'number' && n > perQuiz,
      }))}
    />
  );
}
