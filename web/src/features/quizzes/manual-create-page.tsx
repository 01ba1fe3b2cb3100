import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizBody } from '../../../../domain/quiz/quiz.schemas';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { QuizEditor, type SaveOutcome } from './quiz-editor/quiz-editor';
import { newQuizValues } from './quiz-editor/quiz-form';
import type { QuizNotice } from './quiz-notice';
import { QuizzesLeft } from './quizzes-left';
import { useCreateQuizMutation } from '../../shared/quizzes/quizzes.api';
import './quizzes.css';

/** /create/manual and /quiz/create-simple: build a quiz by hand; once created, its page opens. */
export function ManualCreatePage() {
  const { t } = useTranslation('quizzes');
  usePageTitle(t('manual.title'));
  const [createQuiz] = useCreateQuizMutation();
  const [initialValues] = useState(newQuizValues);

  const onSave = async (body: QuizBody): Promise<SaveOutcome> => {
    const quiz = await createQuiz(body).unwrap();
    const notice: QuizNotice = { kind: 'created' };
    return { next: 'leave', to: `/quiz/${quiz.id}`, state: { notice } };
  };

  return (
    <QuizEditor
      mode="create"
      heading={t('manual.title')}
      subheading={t('manual.lead')}
      headAside={<QuizzesLeft />}
      back={{ to: '/quiz/create', label: t('manual.back') }}
      cancelTo="/quiz/create"
      initialValues={initialValues}
      submitLabel={t('manual.submit')}
      submittingLabel={t('manual.submitting')}
      failedText={t('manual.failed')}
      onSave={onSave}
    />
  );
}
