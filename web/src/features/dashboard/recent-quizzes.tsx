import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeDate } from '../../shared/i18n/relative-date';
import { Alert } from '../../shared/ui/alert';
import { Skeleton } from '../../shared/ui/skeleton';
import { useGetQuizzesQuery, type QuizSummary } from '../../shared/quizzes/quizzes.api';
import { EmptyState } from './dashboard-section';

const RECENT_QUIZZES = 5;

function RecentQuiz({ quiz }: { quiz: QuizSummary }) {
  const { t, i18n } = useTranslation('dashboard');
  const created = Date.parse(quiz.createdAt);
  const relative = formatRelativeDate(quiz.createdAt, i18n.language);
  return (
    <li className="recent-quiz">
      <div className="recent-quiz-body">
        <p className="recent-quiz-title">{quiz.title}</p>
        <p className="recent-quiz-meta">
          <span>{t('recentQuizzes.questions', { count: quiz.questionCount })}</span>
          {relative ? (
            <time
              dateTime={new Date(created).toISOString()}
              title={new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(created)}
            >
              {relative}
            </time>
          ) : null}
          {quiz.settings.aiGenerated ? (
            <span className="badge badge-ai">
              <span aria-hidden="true">{t('recentQuizzes.ai')}</span>
              <span className="visually-hidden">{t('recentQuizzes.aiGenerated')}</span>
            </span>
          ) : null}
        </p>
      </div>
      <Link
        to={`/quiz/${quiz.id}`}
        className="btn btn-outline btn-sm"
        aria-label={t('recentQuizzes.viewLabel', { title: quiz.title })}
      >
        {t('recentQuizzes.view')}
      </Link>
    </li>
  );
}

/** The five newest quizzes, or a way to create the first one. A failed load offers a retry of its own. */
export function RecentQuizzes() {
  const { t } = useTranslation('dashboard');
  const { data: quizzes, isLoading, isError, isFetching, refetch } = useGetQuizzesQuery();

  if (isLoading) {
    return (
      <div className="stack-tight" aria-hidden="true">
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
      </div>
    );
  }
  if (isError && !quizzes) {
    return (
      <Alert tone="error" className="alert-with-action">
        <span>{t('loadFailed')}</span>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void refetch()} disabled={isFetching}>
          {t('retry')}
        </button>
      </Alert>
    );
  }
  if (!quizzes || quizzes.length === 0) {
    return (
      <EmptyState
        title={t('recentQuizzes.emptyTitle')}
        action={
          <Link to="/quiz/create-simple" className="btn btn-primary btn-sm">
            {t('recentQuizzes.createFirst')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="recent-quiz-list">
      {quizzes.slice(0, RECENT_QUIZZES).map((quiz) => (
        <RecentQuiz key={quiz.id} quiz={quiz} />
      ))}
    </ul>
  );
}
