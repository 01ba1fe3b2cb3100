import { useTranslation } from 'react-i18next';
import { letterOf } from '../../../shared/quizzes/quiz-format';
import { OptionShape } from '../ui/lettered-option';

interface AnswerDistributionProps {
  options: string[];
  distribution: number[];
  correctAnswer: number;
}

/**
 * After the reveal, for the room: how many chose each option as a column chart (plain CSS bars, each with its count,
 * its letter and its option's shape; the correct one carries a ✓ and the word, a stripe and a frame, not colour
 * alone). The chart is drawn for the eyes only: screen readers get the same figures as a list.
 */
export function AnswerDistribution({ options, distribution, correctAnswer }: AnswerDistributionProps) {
  const { t, i18n } = useTranslation('games');
  const count = new Intl.NumberFormat(i18n.language);
  const most = Math.max(1, ...distribution);
  const answered = distribution.reduce((sum, chosen) => sum + chosen, 0);
  return (
    <section className="card stack-tight distribution-card" aria-labelledby="distribution-title">
      <div className="distribution-head">
        <h3 id="distribution-title" className="section-title">
          {t('play.distributionTitle')}
        </h3>
        <span className="muted">{t('play.answersTotal', { count: answered, formatted: count.format(answered) })}</span>
      </div>
      <div className="distribution-chart" aria-hidden="true">
        {options.map((_, index) => {
          const chosen = distribution[index] ?? 0;
          const correct = index === correctAnswer;
          return (
            <div
              key={index}
              className={`distribution-column option-tone-${index % 6}${correct ? ' is-correct' : ''}`}
              data-option={letterOf(index)}
            >
              <span className="distribution-column-count">{count.format(chosen)}</span>
              <span className="distribution-column-track">
                <span className="distribution-column-bar" style={{ height: `${(chosen / most) * 100}%` }} />
              </span>
              <span className="distribution-column-key">
                <span className="option-letter">
                  <OptionShape index={index} />
                  <span className="option-letter-text">{letterOf(index)}</span>
                </span>
                {correct ? (
                  <span className="distribution-column-correct">
                    <span>✓</span> {t('play.correctShort')}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
      <ul className="visually-hidden">
        {options.map((option, index) => {
          const chosen = distribution[index] ?? 0;
          return (
            <li key={index}>
              {letterOf(index)}: {option}: {t('play.chosenBy', { count: chosen, formatted: count.format(chosen) })}
              {index === correctAnswer ? `, ${t('play.correctAnswer')}` : ''}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
