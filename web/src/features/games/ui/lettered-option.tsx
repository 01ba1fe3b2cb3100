import { useTranslation } from 'react-i18next';
import { letterOf } from '../../quizzes/quiz-format';

/** An answer option as its letter and text ("A Paris"), with "✓ Correct answer" after the right one. */
export function LetteredOption({ index, text, correct }: { index: number; text: string; correct: boolean }) {
  const { t } = useTranslation('games');
  return (
    <>
      <strong>{letterOf(index)}</strong> {text}
      {correct ? (
        <span className="distribution-correct">
          <span aria-hidden="true"> ✓ </span>
          {t('play.correctAnswer')}
        </span>
      ) : null}
    </>
  );
}
