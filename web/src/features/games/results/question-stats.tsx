import { useTranslation } from 'react-i18next';
import type { GameResults } from '../../../shared/games/game.types';
import { LetteredOption } from '../ui/lettered-option';

type Stat = GameResults['questionStats'][number];

/** The quiz's question as the host knows it: option texts and the correct one. */
export interface StatQuestion {
  options: string[];
  correctAnswer: number;
}

function QuestionStat({
  stat,
  question,
  players,
}: {
  stat: Stat;
  question: StatQuestion | undefined;
  players: number;
}) {
  const { t, i18n } = useTranslation('games');
  const count = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const most = Math.max(1, ...stat.distribution);
  const unanswered = Math.max(0, players - stat.answered);
  return (
    <li className="card question-stat stack-tight">
      <h3>{t('results.questionNumber', { number: stat.questionIndex + 1 })}</h3>
      <p className="question-stat-text">{stat.questionText}</p>
      <p className="muted">
        {t(unanswered > 0 ? 'results.statLine' : 'results.statLineAllAnswered', {
          correct: count.format(stat.correct),
          players: count.format(players),
          rate: percent.format(stat.correctRate / 100),
          unanswered: count.format(unanswered),
        })}
      </p>
      <ul className="stat-distribution" aria-label={t('results.distributionOf', { number: stat.questionIndex + 1 })}>
        {stat.distribution.map((chosen, index) => {
          const correct = question?.correctAnswer === index;
          return (
            <li key={index} className={correct ? 'is-correct' : undefined}>
              <span className="stat-distribution-option">
                <LetteredOption index={index} text={question?.options[index] ?? ''} correct={correct} />
              </span>
              <span className={`distribution-bar option-tone-${index % 6}`} aria-hidden="true">
                <span style={{ width: `${(chosen / most) * 100}%` }} />
              </span>
              <span className="stat-distribution-count">
                {t('play.chosenBy', { count: chosen, formatted: count.format(chosen) })}
              </span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/**
 * For the host: how each question went (correct answers and the no-answers out of every player, one denominator,
 * and the choice of each option).
 */
export function QuestionStats({
  stats,
  questions,
  players,
}: {
  stats: Stat[];
  questions: StatQuestion[] | undefined;
  players: number;
}) {
  const { t } = useTranslation('games');
  return (
    <section className="stack" aria-labelledby="question-stats-title">
      <h2 id="question-stats-title" className="section-title">
        {t('results.statsTitle')}
      </h2>
      <ol className="question-stat-list">
        {stats.map((stat) => (
          <QuestionStat
            key={stat.questionIndex}
            stat={stat}
            question={questions?.[stat.questionIndex]}
            players={players}
          />
        ))}
      </ol>
    </section>
  );
}
