import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../shared/ui/use-page-title';

interface QuizNotFoundProps {
  /** A failure other than "no such quiz" shows this text instead, with a retry. */
  failedText?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** Shown for a quiz that does not exist, belongs to someone else, or could not be loaded. */
export function QuizNotFound({ failedText, onRetry, retrying }: QuizNotFoundProps) {
  const { t } = useTranslation('quizzes');
  usePageTitle(t('notFound.title'));
  return (
    <div className="page not-found">
      <h1>{t('notFound.title')}</h1>
      <p className="muted" role={failedText ? 'alert' : undefined}>
        {failedText ?? t('notFound.text')}
      </p>
      <div className="hero-actions">
        {onRetry ? (
          <button type="button" className="btn btn-outline btn-lg" onClick={onRetry} disabled={retrying}>
            {t('retry')}
          </button>
        ) : null}
        <Link to="/dashboard" className="btn btn-primary btn-lg">
          {t('backToDashboard')}
        </Link>
      </div>
    </div>
  );
}
