import { useTranslation } from 'react-i18next';
import { letterOf } from '../../../shared/quizzes/quiz-format';

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

/** One shape per option colour (triangle, diamond, circle, square, star, hexagon): never colour alone. */
const shapes = [
  <path key="triangle" d="M12 3 22 20H2z" />,
  <path key="diamond" d="M12 2 22 12 12 22 2 12z" />,
  <circle key="circle" cx="12" cy="12" r="10" />,
  <rect key="square" x="3" y="3" width="18" height="18" rx="1.5" />,
  <path key="star" d="m12 2 2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.2l7.1-.6z" />,
  <path key="hexagon" d="M7 3h10l5 9-5 9H7l-5-9z" />,
];

/** The shape of option `index` (decorative: the letter names the option). */
export function OptionShape({ index }: { index: number }) {
  return (
    <svg className="option-shape" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {shapes[index % shapes.length]}
    </svg>
  );
}
