import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameResults } from '../../../shared/games/game.types';

type Result = NonNullable<GameResults['participantResult']>;

/** The player's own outcome: rank, score, correct answers of all, accuracy. */
export function YourResult({ result }: { result: Result }) {
  const { t, i18n } = useTranslation('games');
  const count = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <section className="card your-result" aria-labelledby="your-result-title">
      <h2 id="your-result-title" className="section-title">
        {t('results.yourResult')}
      </h2>
      <dl className="result-figures">
        <div>
          <dt>{t('results.rank')}</dt>
          <dd>{t('leaderboard.rank', { rank: result.rank })}</dd>
        </div>
        <div>
          <dt>{t('results.score')}</dt>
          <dd>{count.format(result.score)}</dd>
        </div>
        <div>
          <dt>{t('results.correct')}</dt>
          <dd>
            {t('results.correctOf', {
              correct: count.format(result.correctAnswers),
              total: count.format(result.totalQuestions),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('results.accuracy')}</dt>
          <dd>{percent.format(result.accuracy / 100)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** No wrong answer and at least one right: said with some ceremony. */
export function PerfectScore() {
  const { t } = useTranslation('games');
  return (
    <section className="card perfect-score" aria-labelledby="perfect-title">
      <svg className="perfect-score-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z" />
        <path d="M17 6h3a3 3 0 0 1-3 4M7 6H4a3 3 0 0 0 3 4" />
      </svg>
      <div>
        <h2 id="perfect-title">{t('results.perfectTitle')}</h2>
        <p>{t('results.perfectText')}</p>
      </div>
    </section>
  );
}

/** After the game a player goes on to the next one: beside "Back to home". */
export function JoinAnotherGame() {
  const { t } = useTranslation('games');
  return (
    <Link to="/join" className="btn btn-primary">
      {t('joinAnother')}
    </Link>
  );
}
