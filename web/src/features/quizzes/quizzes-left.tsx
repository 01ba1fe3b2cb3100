import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetUsageQuery } from '../../shared/user/user.api';

/**
 * Before the work is done: how many new quizzes the plan leaves this month, and the way to more (the pricing page).
 * Nothing while the usage is loading or on a plan without a monthly limit.
 */
export function QuizzesLeft() {
  const { t, i18n } = useTranslation('quizzes');
  const { data } = useGetUsageQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data || data.limits.quizzes === 'unlimited') return null;
  const count = new Intl.NumberFormat(i18n.language);
  const limit = data.limits.quizzes;
  const left = Math.max(0, limit - data.usage.quizzesThisMonth);
  return (
    <p className={left === 0 ? 'quota-note is-exhausted' : 'quota-note'} role="status">
      <span>
        {left === 0
          ? t('quota.noneLeft', { limit: count.format(limit) })
          : t('quota.left', { count: left, left: count.format(left), limit: count.format(limit) })}
      </span>
      <Link to="/pricing" className="quota-upgrade">
        {t('quota.upgrade')}
      </Link>
    </p>
  );
}

/** What a new quiz leaves this month: the figures the Duplicate warning shows (null: no monthly limit). */
export const useQuizzesLeft = () => {
  const { data } = useGetUsageQuery();
  if (!data || data.limits.quizzes === 'unlimited') return null;
  return { left: Math.max(0, data.limits.quizzes - data.usage.quizzesThisMonth), limit: data.limits.quizzes };
};
