import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { QuizBody } from '../../../../domain/quiz/quiz.schemas';
import { PageLoading } from '../../app/layout/app-layout';
import { isApiError } from '../../shared/api-error';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useSuccessText } from '../../shared/ui/use-success-text';
import { QuizEditor, type SaveOutcome } from './quiz-editor/quiz-editor';
import { toFormValues } from './quiz-editor/quiz-form';
import { QuizNotFound } from './quiz-not-found';
import { useGetQuizQuery, useUpdateQuizMutation, type Quiz } from '../../shared/quizzes/quizzes.api';
import './quizzes.css';

function EditQuiz({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation('quizzes');
  const successText = useSuccessText();
  const [updateQuiz] = useUpdateQuizMutation();

  const onSave = async (body: QuizBody): Promise<SaveOutcome> => {
    const saved = await updateQuiz({ id: quiz.id, body }).unwrap();
    return { next: 'stay', values: toFormValues(saved.quiz), message: successText(saved, t('edit.saved')) };
  };

  return (
    <QuizEditor
      mode="edit"
      heading={t('edit.title')}
      subheading={quiz.title}
      back={{ to: `/quiz/${quiz.id}`, label: t('edit.back') }}
      cancelTo={`/quiz/${quiz.id}`}
      initialValues={toFormValues(quiz)}
      submitLabel={t('edit.submit')}
      submittingLabel={t('edit.submitting')}
      failedText={t('edit.failed')}
      onSave={onSave}
    />
  );
}

/** /quiz/{id}/edit: the quiz in the editor; the form starts from the quiz as first loaded. */
export function QuizEditPage() {
  const { t } = useTranslation('quizzes');
  const { id = '' } = useParams();
  const { data, error, isFetching, refetch } = useGetQuizQuery(id);
  // A quiz that is gone (deleted, or never there) is not edited from the cache.
  const missing = isApiError(error) && error.status === 404;
  const quiz = missing ? undefined : data;
  usePageTitle(!quiz && error ? t('notFound.title') : t('edit.title'));

  if (quiz) return <EditQuiz key={quiz.id} quiz={quiz} />;
  if (error) {
    return (
      <QuizNotFound
        failedText={missing ? undefined : t('edit.loadFailed')}
        onRetry={missing ? undefined : () => void refetch()}
        retrying={isFetching}
      />
    );
  }
  return <PageLoading />;
}
