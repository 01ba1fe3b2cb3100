import { useTranslation } from 'react-i18next';
import { letterOf } from '../../../shared/quizzes/quiz-format';

interface HostOptionsProps {
  options: string[];
  /** Known once revealed: the correct option is then marked with an icon and a text, not by colour alone. */
  correctAnswer: number | null;
}

/** The options as the room sees them on the projector: lettered and coloured, the correct one marked after the reveal. */
export function HostOptions({ options, correctAnswer }: HostOptionsProps) {
  const { t } = useTranslation('games');
  const revealed = correctAnswer !== null;
  return (
    <ol className="host-options">
      {options.map((option, index) => {
        const correct = revealed && index === correctAnswer;
        const classes = [
          'host-option',
          `option-tone-${index % 6}`,
          revealed && !correct ? 'is-dimmed' : '',
          correct ? 'is-correct' : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <li key={index} className={classes}>
            <span className="option-letter" aria-hidden="true">
              {letterOf(index)}
            </span>
            <span className="visually-hidden">{letterOf(index)}: </span>
            <span className="option-text">{option}</span>
            {correct ? (
              <span className="option-mark">
                <span aria-hidden="true">✓ </span>
                {t('play.correctAnswer')}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
