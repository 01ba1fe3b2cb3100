import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { selectIsSignedIn, selectSessionUser } from '../../shared/session/auth.slice';
import { BroadcastIcon, ChartIcon, SparklesIcon } from './feature-icons';

const features = [
  { key: 'ai', Icon: SparklesIcon },
  { key: 'live', Icon: BroadcastIcon },
  { key: 'analytics', Icon: ChartIcon },
] as const;

const previewOptions = ['a', 'b', 'c', 'd'] as const;

/** A decorative preview of a live question, so the hero shows what the product does. */
function QuizPreview() {
  const { t } = useTranslation('home');
  return (
    <div className="quiz-preview" aria-hidden="true">
      <div className="quiz-preview-top">
        <span className="quiz-preview-pill">{t('preview.question')}</span>
        <span className="quiz-preview-timer">0:18</span>
      </div>
      <p className="quiz-preview-text">{t('preview.text')}</p>
      <div className="quiz-preview-options">
        {previewOptions.map((option, index) => (
          <span
            key={option}
            className={`quiz-preview-option option-${index + 1} ${option === 'b' ? 'is-correct' : ''}`}
          >
            {t(`preview.options.${option}`)}
          </span>
        ))}
      </div>
      <div className="quiz-preview-foot">
        <span>{t('preview.answered', { answered: 27, total: 30 })}</span>
        <span className="quiz-preview-bar">
          <span />
        </span>
      </div>
    </div>
  );
}

/** The landing page: hero, three feature cards, a closing call to action. */
export function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle(t('title'));
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectSessionUser);

  const primaryAction = signedIn ? (
    <>
      <Link to="/quiz/create" className="btn btn-primary btn-lg">
        {t('hero.createQuiz')}
      </Link>
      <Link to="/dashboard" className="btn btn-outline btn-lg">
        {t('hero.dashboard')}
      </Link>
    </>
  ) : (
    <>
      <Link to="/signup" className="btn btn-primary btn-lg">
        {t('hero.signUp')}
      </Link>
      <Link to="/join" className="btn btn-outline btn-lg">
        {t('hero.joinGame')}
      </Link>
    </>
  );

  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <div className="page hero-inner">
          <div className="hero-copy">
            <p className="eyebrow">{t('hero.eyebrow')}</p>
            <h1 id="home-title">
              {signedIn && user ? t('hero.welcomeBack', { username: user.username }) : t('hero.title')}
            </h1>
            <p className="hero-lead">{t('hero.lead')}</p>
            <div className="hero-actions">
              {primaryAction}
              <Link to="/pricing" className="btn btn-outline btn-lg">
                {t('hero.pricing')}
              </Link>
            </div>
            {!signedIn ? <p className="hero-note muted">{t('hero.note')}</p> : null}
          </div>
          <QuizPreview />
        </div>
      </section>

      <section className="page features" aria-labelledby="features-title">
        <div className="section-head">
          <h2 id="features-title">{t('features.title')}</h2>
          <p className="muted">{t('features.lead')}</p>
        </div>
        <ul className="grid feature-grid">
          {features.map(({ key, Icon }) => (
            <li key={key} className="card feature-card">
              <span className={`feature-icon feature-icon-${key}`}>
                <Icon />
              </span>
              <h3>{t(`features.${key}.title`)}</h3>
              <p className="muted">{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="page" aria-labelledby="cta-title">
        <div className="cta-band">
          <div>
            <h2 id="cta-title">{t('cta.title')}</h2>
            <p>{signedIn ? t('cta.textSignedIn') : t('cta.text')}</p>
          </div>
          <div className="cta-actions">
            {signedIn ? (
              <Link to="/dashboard" className="btn btn-light btn-lg">
                {t('cta.dashboard')}
              </Link>
            ) : (
              <Link to="/signup" className="btn btn-light btn-lg">
                {t('cta.signUp')}
              </Link>
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
