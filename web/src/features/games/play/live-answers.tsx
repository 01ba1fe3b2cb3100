import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { letterOf } from '../../../shared/quizzes/quiz-format';
import { answersViewChanged, selectAnswersView, type AnswersView } from '../game.slice';
import type { LiveAnswer } from '../../../shared/games/game.types';

const views: AnswersView[] = ['hidden', 'names', 'full'];

interface LiveAnswersProps {
  answers: LiveAnswer[];
  options: string[];
  players: number;
  /** Choices and verdicts only after the reveal: before it the room must not learn who is right. */
  revealed: boolean;
}

interface AnswerRowProps {
  answer: LiveAnswer;
  options: string[];
  view: AnswersView;
  revealed: boolean;
}

function AnswerRow({ answer, options, view, revealed }: AnswerRowProps) {
  const { t, i18n } = useTranslation('games');
  if (view === 'names') return <li className="live-answer">{answer.name}</li>;
  const seconds = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(answer.timeSpent);
  if (!revealed)
    return (
      <li className="live-answer">
        <span className="live-answer-name">{answer.name}</span>
        <span className="live-answer-time">{t('play.seconds', { value: seconds })}</span>
      </li>
    );
  return (
    <li className={answer.isCorrect ? 'live-answer is-correct' : 'live-answer is-wrong'}>
      <span className="live-answer-name">{answer.name}</span>
      <span className="live-answer-choice">
        <strong>{letterOf(answer.answer)}</strong> {options[answer.answer] ?? ''}
      </span>
      <span className="live-answer-verdict">
        <span aria-hidden="true">{answer.isCorrect ? '✓ ' : '✗ '}</span>
        {answer.isCorrect ? t('play.right') : t('play.wrong')}
      </span>
      <span className="live-answer-time">{t('play.seconds', { value: seconds })}</span>
    </li>
  );
}

/**
 * The host's answers as they arrive (a projector the room can read): by default only how many answered; names if
 * chosen; in full, each name and time, with the choice and the verdict once the answer is revealed.
 */
export function LiveAnswers({ answers, options, players, revealed }: LiveAnswersProps) {
  const { t, i18n } = useTranslation('games');
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectAnswersView);
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <section className="card stack-tight live-answers" aria-labelledby="live-answers-title">
      <div className="live-answers-head">
        <h3 id="live-answers-title" className="section-title">
          {t('play.liveAnswers')}
        </h3>
        <span className="muted">
          {t('play.answeredOf', { answered: count.format(answers.length), total: count.format(players) })}
        </span>
      </div>
      <div className="segmented" role="group" aria-label={t('play.answersView')}>
        {views.map((option) => (
          <button
            key={option}
            type="button"
            className="segmented-option"
            aria-pressed={view === option}
            onClick={() => dispatch(answersViewChanged(option))}
          >
            {t(`play.view.${option}`)}
          </button>
        ))}
      </div>
      {view === 'hidden' ? (
        <p className="muted live-answers-hidden">{t('play.answersHidden')}</p>
      ) : answers.length === 0 ? (
        <p className="muted">{t('play.noAnswersYet')}</p>
      ) : (
        <ul className="live-answer-list" tabIndex={0} aria-label={t('play.liveAnswers')}>
          {answers.map((answer) => (
            <AnswerRow key={answer.participantId} answer={answer} options={options} view={view} revealed={revealed} />
          ))}
        </ul>
      )}
    </section>
  );
}
