import { useTranslation } from 'react-i18next';
import { letterOf } from '../../../shared/quizzes/quiz-format';
import { OptionShape } from '../ui/lettered-option';

interface PlayerOptionsProps {
  options: string[];
  /** The player's option (recorded, or on its way). */
  chosen: number | null;
  correctAnswer: number | null;
  disabled: boolean;
  onChoose: (index: number) => void;
}

/**
 * Big lettered option buttons, each colour with its shape ("A: Paris" to a screen reader); the chosen one is pressed. After the reveal the
 * correct option and a wrong choice say so in words, not only in colour.
 */
export function PlayerOptions({ options, chosen, correctAnswer, disabled, onChoose }: PlayerOptionsProps) {
  const { t } = useTranslation('games');
  const revealed = correctAnswer !== null;
  return (
    <div className="player-options" role="group" aria-label={t('play.options')}>
      {options.map((option, index) => {
        const mine = chosen === index;
        const correct = revealed && index === correctAnswer;
        const wrong = revealed && mine && !correct;
        const verdict = correct ? t('play.correctAnswer') : wrong ? t('play.yourWrongAnswer') : null;
        const classes = [
          'player-option',
          `option-tone-${index % 6}`,
          mine ? 'is-chosen' : '',
          correct ? 'is-correct' : '',
          wrong ? 'is-wrong' : '',
          (revealed || chosen !== null) && !mine && !correct ? 'is-dimmed' : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <button
            key={index}
            type="button"
            className={classes}
            aria-pressed={mine}
            aria-label={`${letterOf(index)}: ${option}${verdict ? `, ${verdict}` : ''}`}
            disabled={disabled}
            onClick={() => onChoose(index)}
          >
            <span className="option-letter" aria-hidden="true">
              <OptionShape index={index} />
              <span className="option-letter-text">{letterOf(index)}</span>
            </span>
            <span className="option-text">{option}</span>
            {verdict ? (
              <span className="option-mark" aria-hidden="true">
                {correct ? '✓' : '✗'}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
