import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QUIZ_LIMITS } from '../../../../../domain/quiz/quiz.rules';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useFieldErrorText } from '../../../shared/ui/use-error-text';
import { quizIcons } from '../quiz-icons';
import { messageAt } from './form-errors';
import { QuestionCard } from './question-card';
import { emptyQuestion, type QuizFormValues } from './quiz-form';

/**
 * The questions: add, remove (after a confirmation), reorder with move up and move down. Each change moves focus
 * to where the work continues and is announced in a live region.
 */
export function QuestionList() {
  const { t } = useTranslation('quizzes');
  const fieldError = useFieldErrorText();
  const { control, trigger, formState } = useFormContext<QuizFormValues>();
  const { errors } = useFormState({ control, name: 'questions' });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions' });
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const [removing, setRemoving] = useState<number | null>(null);
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  }, [fields]);

  const announce = (text: string) => setAnnouncement(({ count }) => ({ text, count: count + 1 }));
  const revalidate = () => {
    if (formState.isSubmitted) void trigger();
  };

  const addQuestion = () => {
    append(emptyQuestion(), { shouldFocus: false });
    pendingFocus.current = `question-${fields.length}-text`;
    announce(t('editor.questionAdded', { number: fields.length + 1 }));
    revalidate();
  };

  const moveQuestion = (from: number, to: number) => {
    move(from, to);
    const lastIndex = fields.length - 1;
    // Keep focus on the same kind of button, unless it is now disabled (first or last place).
    const goingUp = to < from;
    const button = goingUp ? (to === 0 ? 'down' : 'up') : to === lastIndex ? 'up' : 'down';
    pendingFocus.current = `question-${to}-${button}`;
    announce(t('editor.questionMoved', { number: from + 1, position: to + 1, total: fields.length }));
    revalidate();
  };

  const confirmRemove = () => {
    if (removing === null) return;
    remove(removing);
    pendingFocus.current = `question-${Math.min(removing, fields.length - 2)}-heading`;
    announce(t('editor.questionRemoved', { number: removing + 1 }));
    setRemoving(null);
    revalidate();
  };

  const listError = fieldError(messageAt(errors, 'questions'));
  const full = fields.length >= QUIZ_LIMITS.questionsMax;

  return (
    <section className="stack question-list-section" aria-labelledby="quiz-questions-title">
      <h2 id="quiz-questions-title" className="section-title">
        {t('editor.questionsTitle')}
        <span className="count-pill">{fields.length}</span>
      </h2>
      {listError ? (
        <p id="quiz-questions-error" className="field-error">
          <span aria-hidden="true">⚠ </span>
          {listError}
        </p>
      ) : null}
      <ol className="question-editor-list">
        {fields.map((field, index) => (
          <li key={field.id}>
            <QuestionCard
              index={index}
              total={fields.length}
              fieldKey={field.id}
              onMoveUp={() => moveQuestion(index, index - 1)}
              onMoveDown={() => moveQuestion(index, index + 1)}
              onRemove={() => setRemoving(index)}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        id="quiz-add-question"
        className="btn btn-secondary add-question"
        onClick={addQuestion}
        disabled={full}
        aria-describedby={listError ? 'quiz-questions-error' : undefined}
      >
        {quizIcons.plus}
        {t('editor.addQuestion')}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {announcement.text}
        {announcement.count % 2 === 1 ? '\u00a0' : ''}
      </p>
      <ConfirmDialog
        open={removing !== null}
        title={t('editor.removeQuestionTitle', { number: (removing ?? 0) + 1 })}
        confirmLabel={t('editor.removeQuestionConfirm')}
        cancelLabel={t('cancel')}
        tone="danger"
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('editor.removeQuestionText')}</p>
      </ConfirmDialog>
    </section>
  );
}
