import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../shared/api-error';
import { ApiErrorAlert } from '../../shared/ui/api-error-alert';
import { Alert } from '../../shared/ui/alert';
import { quizIcons } from './quiz-icons';
import type { QuizNotice } from './quiz-notice';
import { useImportQuizMutation } from '../../shared/quizzes/quizzes.api';
import { SourceCardBody } from './source-card';

type Failure = { kind: 'unreadable' } | { kind: 'refused'; error: unknown } | null;

/** Reads a Quizstream export (.json), posts it to /quizzes/import and opens the new quiz. */
export function ImportQuizCard() {
  const { t } = useTranslation(['quizzes', 'errors']);
  const navigate = useNavigate();
  const inputId = useId();
  const ids = { title: `${inputId}-title`, text: `${inputId}-text` };
  const [importQuiz, { isLoading }] = useImportQuizMutation();
  const [failure, setFailure] = useState<Failure>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setFailure(null);
    let content: unknown;
    try {
      content = JSON.parse(await file.text());
    } catch {
      setFailure({ kind: 'unreadable' });
      return;
    }
    try {
      const { quiz, droppedImages } = await importQuiz(content).unwrap();
      const notice: QuizNotice = { kind: 'imported', droppedImages };
      navigate(`/quiz/${quiz.id}`, { state: { notice } });
    } catch (error) {
      setFailure({ kind: 'refused', error });
    }
  };

  // A refused file: the distinct rule messages (a file that is not an export repeats the same one).
  const issues =
    failure?.kind === 'refused' && isApiError(failure.error)
      ? [
          ...new Set(
            (failure.error.details ?? []).map((issue) =>
              t(`errors:${issue.code}`, { ...issue.params, defaultValue: issue.message }),
            ),
          ),
        ]
      : [];

  return (
    <div className="card source-card source-card-import" aria-busy={isLoading}>
      <SourceCardBody
        icon={quizIcons.import}
        title={t('quizzes:create.sources.import.title')}
        text={t('quizzes:create.sources.import.text')}
        ids={ids}
      />
      <div className="source-actions">
        <input
          id={inputId}
          type="file"
          accept=".json,application/json"
          className="visually-hidden file-input"
          aria-describedby={`${ids.title} ${ids.text}`}
          disabled={isLoading}
          onChange={(event) => void onChange(event)}
        />
        <label htmlFor={inputId} className={`btn btn-outline btn-sm file-button${isLoading ? ' is-busy' : ''}`}>
          {isLoading ? t('quizzes:create.importing') : t('quizzes:create.chooseFile')}
        </label>
      </div>
      <div aria-live="polite" className="source-feedback">
        {failure?.kind === 'unreadable' ? (
          <Alert tone="error">{t('errors:quiz.importInvalid')}</Alert>
        ) : issues.length === 1 ? (
          <Alert tone="error">{issues[0]}</Alert>
        ) : issues.length > 1 ? (
          <Alert tone="error" title={t('quizzes:create.importFailed')}>
            <ul className="issue-list">
              {issues.map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </ul>
          </Alert>
        ) : failure?.kind === 'refused' ? (
          <ApiErrorAlert error={failure.error} failed={t('quizzes:create.importFailed')} />
        ) : null}
      </div>
    </div>
  );
}
