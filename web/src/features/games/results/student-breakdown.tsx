import { useTranslation } from 'react-i18next';
import type { ClassReport, StudentReport } from './results.api';

function StudentAnswers({ student }: { student: StudentReport }) {
  const { t, i18n } = useTranslation('games');
  const count = new Intl.NumberFormat(i18n.language);
  const seconds = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <div className="table-scroll">
      <table className="breakdown-table">
        <caption className="visually-hidden">{t('results.answersOf', { name: student.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('results.questionShort')}</th>
            <th scope="col">{t('results.answer')}</th>
            <th scope="col">{t('results.verdict')}</th>
            <th scope="col">{t('results.time')}</th>
            <th scope="col">{t('results.points')}</th>
          </tr>
        </thead>
        <tbody>
          {student.answers.map((a) => (
            <tr key={a.questionIndex}>
              <th scope="row">{count.format(a.questionIndex + 1)}</th>
              <td>{a.answerText ?? <span className="muted">{t('results.notAnswered')}</span>}</td>
              <td>
                {a.answer === null ? (
                  '—'
                ) : (
                  <span className={a.correct ? 'verdict is-correct' : 'verdict is-wrong'}>
                    <span aria-hidden="true">{a.correct ? '✓ ' : '✗ '}</span>
                    {a.correct ? t('play.right') : t('play.wrong')}
                  </span>
                )}
              </td>
              <td>
                {a.timeSpentMs === null ? '—' : t('play.seconds', { value: seconds.format(a.timeSpentMs / 1000) })}
              </td>
              <td>{count.format(a.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** For the host: every student, and under each one their answers, times and points. */
export function StudentBreakdown({ report }: { report: ClassReport }) {
  const { t, i18n } = useTranslation('games');
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <section className="card stack-tight" aria-labelledby="breakdown-title">
      <h2 id="breakdown-title" className="section-title">
        {t('results.breakdownTitle')}
      </h2>
      <ul className="breakdown-list">
        {report.students.map((student) => (
          <li key={`${student.rank}-${student.name}`}>
            <details className="breakdown-student">
              <summary>
                <span className="breakdown-rank">{t('leaderboard.rank', { rank: student.rank })}</span>
                <span className="breakdown-name">{student.name}</span>
                <span className="breakdown-figures">
                  {t('leaderboard.points', { count: student.score, points: count.format(student.score) })}
                  {' · '}
                  {t('results.correctOf', {
                    correct: count.format(student.correctAnswers),
                    total: count.format(report.summary.questions.length),
                  })}
                </span>
              </summary>
              <StudentAnswers student={student} />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
