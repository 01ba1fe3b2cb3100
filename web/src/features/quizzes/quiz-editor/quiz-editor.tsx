import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { QuizBody } from '../../../../../domain/quiz/quiz.schemas';
import { QUIZ_LIMITS } from '../../../../../domain/quiz/quiz.rules';
import { isApiError } from '../../../shared/api-error';
import { toFieldMessage } from '../../../shared/field-message';
import { BackLink } from '../back-link';
import { ErrorSummary } from './error-summary';
import { isFormPath } from './form-errors';
import { QuestionList } from './question-list';
import { QuizDetailsFields } from './quiz-details-fields';
import { quizFormResolver, type QuizFormValues } from './quiz-form';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** After a save: leave for another page (creation), or stay with the saved values (edit). */
export type SaveOutcome =
  { next: 'leave'; to: string; state?: unknown } | { next: 'stay'; values: QuizFormValues; message: string };

interface QuizEditorProps {
  mode: 'create' | 'edit';
  heading: string;
  /** A line under the heading (the quiz's title when editing). */
  subheading?: string;
  /** Shown under the heading (creation: the quizzes the plan leaves this month). */
  headAside?: ReactNode;
  back: { to: string; label: string };
  cancelTo: string;
  initialValues: QuizFormValues;
  submitLabel: string;
  submittingLabel: string;
  /** "Failed to create quiz" / "Failed to save quiz". */
  failedText: string;
  onSave: (body: QuizBody) => Promise<SaveOutcome>;
}

const SAVED_MESSAGE_MS = 3000;

/**
 * The one quiz editor of manual creation and editing. Validation uses the server's schema and rules; a refused save
 * lists every problem at the top (focus moves there) and marks each field. Unsaved changes are guarded.
 */
export function QuizEditor(props: QuizEditorProps) {
  const { mode, heading, subheading, back, cancelTo, initialValues, submitLabel, submittingLabel, failedText, onSave } =
    props;
  const { t } = useTranslation('quizzes');
  const navigate = useNavigate();
  const timeLimitMin = mode === 'create' ? QUIZ_LIMITS.manualTimeLimitMin : QUIZ_LIMITS.timeLimitMin;
  const resolver = useMemo(() => quizFormResolver(timeLimitMin), [timeLimitMin]);
  const form = useForm<QuizFormValues, unknown, QuizBody>({
    resolver,
    defaultValues: initialValues,
    shouldFocusError: false,
  });
  const { handleSubmit, reset, setError, formState } = form;
  const { isDirty, isSubmitting, submitCount } = formState;
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const allowLeave = useRef(false);

  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(null), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const refuse = () => setSummaryFocus((n) => n + 1);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    setSaved(null);
    try {
      const outcome = await onSave(body);
      if (outcome.next === 'leave') {
        allowLeave.current = true;
        void navigate(outcome.to, { state: outcome.state });
        return;
      }
      reset(outcome.values);
      setSaved(outcome.message);
    } catch (error) {
      const issues = isApiError(error) ? (error.details ?? []).filter((issue) => isFormPath(issue.field)) : [];
      for (const issue of issues) {
        setError(issue.field as FieldPath<QuizFormValues>, {
          type: 'server',
          message: toFieldMessage(issue.code, issue.params),
        });
      }
      if (issues.length === 0) setFailure(error);
      refuse();
    }
  }, refuse);

  return (
    <FormProvider {...form}>
      <div className="page quiz-page quiz-editor-page stack-lg">
        <div className="page-head">
          <div className="page-head-text">
            <BackLink to={back.to}>{back.label}</BackLink>
            <div className="title-row">
              <h1>{heading}</h1>
              <span role="status" className="unsaved-status">
                {mode === 'edit' && isDirty ? <span className="badge badge-warning">{t('editor.unsaved')}</span> : null}
              </span>
            </div>
            {subheading ? <p className="muted">{subheading}</p> : null}
            {props.headAside}
          </div>
        </div>

        <form className="quiz-form stack-lg" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
          <ErrorSummary ref={summaryRef} failure={failure} failedText={failedText} showFieldIssues={submitCount > 0} />
          <QuizDetailsFields timeLimitMin={timeLimitMin} />
          <QuestionList />
          <div className="form-actions">
            <p role="status" className="save-status">
              {saved ? (
                <>
                  <span aria-hidden="true">✓ </span>
                  {saved}
                </>
              ) : null}
            </p>
            <div className="form-actions-buttons">
              <Link to={cancelTo} className="btn btn-outline">
                {t('cancel')}
              </Link>
              <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                {isSubmitting ? submittingLabel : submitLabel}
              </button>
            </div>
          </div>
        </form>
        <UnsavedChangesGuard dirty={isDirty} allowLeave={allowLeave} />
      </div>
    </FormProvider>
  );
}
