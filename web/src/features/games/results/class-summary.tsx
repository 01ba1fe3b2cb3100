import { useTranslation } from 'react-i18next';
import type { ClassReport } from './results.api';

/**
 * For the host: the class at a glance. Every percentage is out of every player (a question's accuracy counts a
 * player who did not answer as not correct).
 */
export function ClassSummary({ report }: { report: ClassReport }) {
  const { t, i18n } = useTranslation('games');
  const count = new Intl.NumberFormat(i18n.language);
  const percent = (value: number) => new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(value / 100);
  const { summary } = report;
  const byIndex = new Map(summary.questions.map((q) => [q.questionIndex, q]));
  return (
    <section className="card class-summary stack" aria-labelledby="class-summary-title">
      <h2 id="class-summary-title" className="section-title">
        {t('results.summaryTitle')}
      </h2>
      <dl className="result-figures">
        <div>
          <dt>{t('results.participants')}</dt>
          <dd>{count.format(summary.players)}</dd>
        </div>
        <div>
          <dt>{t('results.averageScore')}</dt>
          <dd>{count.format(summary.averageScore)}</dd>
        </div>
        <div>
          <dt>{t('results.averageAccuracy')}</dt>
          <dd>{percent(summary.averageAccuracy)}</dd>
        </div>
      </dl>
      {report.game.questionsAsked < report.game.questionsCount ? (
        <p className="muted">
          {t('results.askedOf', {
            asked: count.format(report.game.questionsAsked),
            total: count.format(report.game.questionsCount),
          })}
        </p>
      ) : null}
      {report.game.skippedQuestions.length > 0 ? (
        <p className="muted">
          {t('results.skippedNote', {
            count: report.game.skippedQuestions.length,
            numbers: report.game.skippedQuestions.map((i) => count.format(i + 1)).join(', '),
          })}
        </p>
      ) : null}

      <div className="stack-tight">
        <h3>{t('results.accuracyPerQuestion')}</h3>
        <ol className="accuracy-list" aria-label={t('results.accuracyPerQuestion')}>
          {summary.questions.map((q) => (
            <li key={q.questionIndex} className="accuracy-row">
              <span className="accuracy-label">{t('results.questionNumber', { number: q.questionIndex + 1 })}</span>
              <span className="accuracy-bar" aria-hidden="true">
                <span style={{ width: `${q.accuracy}%` }} />
              </span>
              <span className="accuracy-figure">
                {t('results.correctOfPlayers', {
                  correct: count.format(q.correct),
                  players: count.format(summary.players),
                  rate: percent(q.accuracy),
                })}
              </span>
            </li>
          ))}
        </ol>
      </div>

      <div className="class-summary-lists">
        <div className="stack-tight">
          <h3>{t('results.hardestTitle')}</h3>
          {summary.hardest.length === 0 ? (
            <p className="muted">{t('results.noneHard')}</p>
          ) : (
            <ol className="hardest-list">
              {summary.hardest.map((index) => {
                const q = byIndex.get(index)!;
                return (
                  <li key={index}>
                    <strong>{t('results.questionNumber', { number: index + 1 })}</strong>{' '}
                    <span className="hardest-text">{q.questionText}</span>{' '}
                    <span className="muted">
                      {t('results.hardestLine', { rate: percent(q.accuracy), answer: q.correctAnswerText })}
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
        <div className="stack-tight">
          <h3>{t('results.didNotAnswerTitle')}</h3>
          {summary.didNotAnswer.length === 0 ? (
            <p className="muted">{t('results.everyoneAnswered')}</p>
          ) : (
            <ul className="did-not-answer-list">
              {summary.didNotAnswer.map((s) => (
                <li key={`${s.rank}-${s.name}`}>
                  <strong>{s.name}</strong>{' '}
                  <span className="muted">
                    {t('results.missed', {
                      count: s.missed.length,
                      questions: s.missed.map((i) => count.format(i + 1)).join(', '),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
