import type { Ref } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../shared/ui/api-error-alert';
import { useFieldErrorText } from '../../../shared/ui/use-error-text';
import { fieldIdOf, issuesOf } from './form-errors';
import type { QuizFormValues } from './quiz-form';

interface ErrorSummaryProps {
  ref: Ref<HTMLDivElement>;
  /** A failed save the fields do not explain (plan limit, network, server). */
  failure: unknown;
  failedText: string;
  /** Field messages are listed once a save was attempted. */
  showFieldIssues: boolean;
}

const focusField = (path: string) => {
  const target = document.getElementById(fieldIdOf(path));
  target?.focus();
  target?.scrollIntoView({ block: 'center' });
};

/**
 * What stops the quiz from being saved, at the top of the form: a failed call, and every field message as a link to
 * its field. The editor moves focus here after a refused save.
 */
export function ErrorSummary({ ref, failure, failedText, showFieldIssues }: ErrorSummaryProps) {
  const { t } = useTranslation('quizzes');
  const fieldError = useFieldErrorText();
  const { errors } = useFormState<QuizFormValues>();
  const issues = showFieldIssues ? issuesOf(errors) : [];

  return (
    <div ref={ref} tabIndex={-1} className="error-summary-anchor">
      {failure ? <ApiErrorAlert error={failure} failed={failedText} /> : null}
      {issues.length > 0 ? (
        <div className="alert alert-error error-summary" role="group" aria-labelledby="quiz-error-summary-title">
          <span className="alert-icon" aria-hidden="true">
            !
          </span>
          <div className="alert-body">
            <p id="quiz-error-summary-title" className="alert-title">
              {t('editor.summaryTitle', { count: issues.length })}
            </p>
            <ul className="error-summary-list">
              {issues.map((issue) => (
                <li key={issue.path}>
                  <a
                    href={`#${fieldIdOf(issue.path)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(issue.path);
                    }}
                  >
                    {fieldError(issue.message)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </div>
  );
}
