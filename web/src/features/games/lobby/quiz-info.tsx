import { useTranslation } from 'react-i18next';
import type { HostState } from '../../../shared/games/game.types';

/** The game's quiz and settings: title, questions, maximum players, late join. */
export function QuizInfo({ state }: { state: HostState }) {
  const { t, i18n } = useTranslation('games');
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <section className="card stack-tight" aria-labelledby="quiz-info-title">
      <h2 id="quiz-info-title" className="section-title">
        {t('lobby.quizInfo')}
      </h2>
      <dl className="game-facts game-facts-titled">
        <div className="game-fact-wide">
          <dt>{t('lobby.quiz')}</dt>
          <dd>{state.quizTitle}</dd>
        </div>
        <div>
          <dt>{t('lobby.questions')}</dt>
          <dd>{count.format(state.questionsCount)}</dd>
        </div>
        <div>
          <dt>{t('lobby.maxPlayers')}</dt>
          <dd>{count.format(state.settings.maxParticipants)}</dd>
        </div>
        <div>
          <dt>{t('lobby.lateJoin')}</dt>
          <dd>{state.settings.allowLateJoin ? t('yes') : t('no')}</dd>
        </div>
      </dl>
    </section>
  );
}
