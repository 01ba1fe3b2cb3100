import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoading } from '../../app/layout/app-layout';
import { isApiError } from '../../shared/api-error';
import { Alert } from '../../shared/ui/alert';
import { sparklesIcon } from '../../shared/ui/icons';
import { useFlashNotice } from '../../shared/ui/use-flash-notice';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { BackLink } from './back-link';
import { QuestionPreviewSection } from './question-preview';
import { QuizActions } from './quiz-actions';
import { formatTimeLimit } from '../../shared/quizzes/quiz-format';
import { QuizNotFound } from './quiz-not-found';
import { readQuizNotice, type QuizNotice } from './quiz-notice';
import { useGetQuizQuery, type Quiz } from '../../shared/quizzes/quizzes.api';
import './quizzes.css';

function NoticeAlert({ notice }: { notice: QuizNotice }) {
  const { t } = useTranslation('quizzes');
  if (notice.kind !== 'imported') return <Alert tone="success">{t(`detail.notice.${notice.kind}`)}</Alert>;
  return (
    <Alert tone={notice.droppedImages > 0 ? 'info' : 'success'}>
      {t('detail.notice.imported')}
      {notice.droppedImages > 0 ? ` ${t('detail.notice.droppedImages', { count: notice.droppedImages })}` : null}
    </Alert>
  );
}

function QuizFacts({ quiz }: { quiz: Quiz }) {
  const { t, i18n } = useTranslation('quizzes');
  const created = Date.parse(quiz.createdAt);
  const yesNo = (value: boolean) => (value ? t('detail.yes') : t('detail.no'));
  return (
    <dl className="quiz-facts">
      <div>
        <dt>{t('detail.questionCount')}</dt>
        <dd>{new Intl.NumberFormat(i18n.language).format(quiz.questions.length)}</dd>
      </div>
      <div>
        <dt>{t('detail.created')}</dt>
        <dd>
          {Number.isNaN(created) ? (
            '—'
          ) : (
            <time dateTime={new Date(created).toISOString()}>
              {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(created)}
            </time>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('detail.timeLimit')}</dt>
        <dd>{formatTimeLimit(quiz.settings.timeLimit, i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('detail.showCorrectAnswer')}</dt>
        <dd>{yesNo(quiz.settings.showCorrectAnswer)}</dd>
      </div>
      <div>
        <dt>{t('detail.randomizeOrder')}</dt>
        <dd>{yesNo(quiz.settings.randomizeOrder)}</dd>
      </div>
    </dl>
  );
}

function QuizDetail({ id }: { id: string }) {
  const { t } = useTranslation('quizzes');
  const notice = useFlashNotice(readQuizNotice);
  const { data, error, isFetching, refetch } = useGetQuizQuery(id, { refetchOnMountOrArgChange: true });
  // A quiz that is gone (deleted, or never there) is not shown from the cache.
  const missing = isApiError(error) && error.status === 404;
  const quiz = missing ? undefined : data;
  usePageTitle(quiz?.title ?? (error ? t('notFound.title') : t('detail.title')));

  if (!quiz) {
    if (!error) return <PageLoading />;
    return (
      <QuizNotFound
        failedText={missing ? undefined : t('detail.loadFailed')}
        onRetry={missing ? undefined : () => void refetch()}
        retrying={isFetching}
      />
    );
  }

  return (
    <div className="page quiz-page quiz-detail-page stack-lg">
      <div className="page-head">
        <div className="page-head-text">
          <BackLink to="/dashboard">{t('backToDashboard')}</BackLink>
          <div className="title-row">
            <h1>{quiz.title}</h1>
            {quiz.settings.aiGenerated ? (
              <span className="badge badge-ai">
                {sparklesIcon}
                {t('aiGenerated')}
              </span>
            ) : null}
          </div>
          {quiz.description ? <p className="quiz-description">{quiz.description}</p> : null}
          {quiz.tags.length > 0 ? (
            <ul className="tag-list" aria-label={t('editor.tags')}>
              {quiz.tags.map((tag) => (
                <li key={tag} className="tag-chip">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {notice ? <NoticeAlert notice={notice} /> : null}
      <div className="quiz-detail-grid">
        <div className="quiz-detail-side stack">
          <section className="card stack" aria-labelledby="quiz-facts-title">
            <h2 id="quiz-facts-title" className="section-title">
              {t('detail.factsTitle')}
            </h2>
            <QuizFacts quiz={quiz} />
          </section>
          <QuizActions quiz={quiz} />
        </div>
        <QuestionPreviewSection questions={quiz.questions} />
      </div>
    </div>
  );
}

/** /quiz/{id}: the quiz with its facts, actions and a preview of every question. */
export function QuizDetailPage() {
  const { id = '' } = useParams();
  // A new quiz (after duplicating) is a new page: its notice and state start afresh.
  return <QuizDetail key={id} id={id} />;
}
