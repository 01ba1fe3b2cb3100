import { useTranslation } from 'react-i18next';
import { Alert } from '../../shared/ui/alert';
import { Skeleton } from '../../shared/ui/skeleton';
import { UsageRow } from '../../shared/ui/usage-row';
import { useErrorText } from '../../shared/ui/use-error-text';
import { useGetUsageQuery, type Limit } from '../../shared/user/user.api';

/** This month's quizzes and AI questions against the plan's limits, and the per-game limits. */
export function UsageSection() {
  const { t, i18n } = useTranslation('settings');
  const errorText = useErrorText();
  const { data, isLoading, error } = useGetUsageQuery();
  const count = new Intl.NumberFormat(i18n.language);
  const limitText = (limit: Limit) => (limit === 'unlimited' ? t('usage.unlimited') : count.format(limit));

  return (
    <section className="card settings-card" aria-labelledby="settings-usage" aria-busy={isLoading}>
      <h2 id="settings-usage" className="section-title">
        {t('usage.title')}
      </h2>
      {isLoading ? (
        <div className="stack">
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </div>
      ) : error ? (
        <Alert tone="error">{errorText(error, { failed: t('usage.loadFailed') })}</Alert>
      ) : data ? (
        <div className="stack">
          <UsageRow label={t('usage.quizzes')} used={data.usage.quizzesThisMonth} limit={data.limits.quizzes} />
          <UsageRow
            label={t('usage.aiQuestions')}
            used={data.usage.aiQuestionsThisMonth}
            limit={data.limits.aiQuestions}
          />
          <dl className="limit-list">
            <div>
              <dt>{t('usage.participants')}</dt>
              <dd>{limitText(data.limits.participants)}</dd>
            </div>
            <div>
              <dt>{t('usage.questionsPerQuiz')}</dt>
              <dd>{limitText(data.limits.questionsPerQuiz)}</dd>
            </div>
          </dl>
        </div>
      ) : null}
    </section>
  );
}
