import { useTranslation } from 'react-i18next';
import { letterOf } from '../../../shared/quizzes/quiz-format';
import type { GameResults } from '../../../shared/games/game.types';

type WrongAnswer = GameResults['participantWrongAnswers'][number];

function WrongAnswerItem({ item }: { item: WrongAnswer }) {
  const { t } = useTranslation('games');
  return (
    <li className="card wrong-answer">
      <h3>{t('results.questionNumber', { number: item.questionIndex + 1 })}</h3>
      <p className="wrong-answer-text">{item.questionText}</p>
      <dl className="wrong-answer-facts">
        <div className="is-wrong">
          <dt>{t('results.yourAnswer')}</dt>
          <dd>
            <span aria-hidden="true">✗ </span>
            {item.wasAnswered && item.selectedOption !== null
              ? `${letterOf(item.selectedOption)}: ${item.selectedAnswer ?? ''}`
              : t('results.notAnswered')}
          </dd>
        </div>
        <div className="is-correct">
          <dt>{t('results.correctAnswer')}</dt>
          <dd>
            <span aria-hidden="true">✓ </span>
            {`${letterOf(item.correctAnswer)}: ${item.correctAnswerText}`}
          </dd>
        </div>
      </dl>
      {item.explanation ? (
        <p className="explanation">
          <strong>{t('play.explanation')}</strong> {item.explanation}
        </p>
      ) : null}
    </li>
  );
}

/** The questions a player got wrong or left unanswered, with the right answer and its explanation. */
export function WrongAnswers({ items }: { items: WrongAnswer[] }) {
  const { t } = useTranslation('games');
  return (
    <section className="stack" aria-labelledby="wrong-answers-title">
      <h2 id="wrong-answers-title" className="section-title">
        {t('results.reviewTitle')}
        <span className="count-pill">{items.length}</span>
      </h2>
      <ol className="wrong-answer-list">
        {items.map((item) => (
          <WrongAnswerItem key={item.questionIndex} item={item} />
        ))}
      </ol>
    </section>
  );
}
