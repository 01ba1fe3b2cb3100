import { useTranslation } from 'react-i18next';
import { LetteredOption } from '../ui/lettered-option';

interface AnswerDistributionProps {
  options: string[];
  distribution: number[];
  correctAnswer: number;
}

/** After the reveal: how many chose each option, as bars with counts; the correct one says so in words. */
export function AnswerDistribution({ options, distribution, correctAnswer }: AnswerDistributionProps) {
  const { t, i18n } = useTranslation('games');
  const count = new Intl.NumberFormat(i18n.language);
  const most = Math.max(1, ...distribution);
  return (
    <section className="card stack-tight" aria-labelledby="distribution-title">
      <h3 id="distribution-title" className="section-title">
        {t('play.distributionTitle')}
      </h3>
      <ul className="distribution">
        {options.map((option, index) => {
          const chosen = distribution[index] ?? 0;
          const correct = index === correctAnswer;
          return (
            <li key={index} className={correct ? 'distribution-row is-correct' : 'distribution-row'}>
              <div className="distribution-label">
                <span className="distribution-option">
                  <LetteredOption index={index} text={option} correct={correct} />
                </span>
                <span className="distribution-count">
                  {t('play.chosenBy', { count: chosen, formatted: count.format(chosen) })}
                </span>
              </div>
              <div className={`distribution-bar option-tone-${index % 6}`} aria-hidden="true">
                <span style={{ width: `${(chosen / most) * 100}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
