import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { BackLink } from './back-link';
import { ImportQuizCard } from './import-quiz-card';
import { quizIcons } from './quiz-icons';
import { ComingSoonSourceCard, LinkSourceCard } from './source-card';
import './quizzes.css';

/** The AI sources; they arrive with quiz generation and show as "Coming soon" until then. */
const aiSources = ['text', 'pdf', 'url', 'library'] as const;

/** /quiz/create: the source-selection step of quiz creation. */
export function CreateQuizPage() {
  const { t } = useTranslation('quizzes');
  usePageTitle(t('create.title'));
  return (
    <div className="page quiz-page stack-lg">
      <div className="page-head">
        <div className="page-head-text">
          <BackLink to="/dashboard">{t('backToDashboard')}</BackLink>
          <h1>{t('create.title')}</h1>
          <p className="muted">{t('create.lead')}</p>
        </div>
      </div>
      <section className="stack" aria-labelledby="create-sources-title">
        <h2 id="create-sources-title">{t('create.sourcesTitle')}</h2>
        <ul className="source-grid">
          {aiSources.map((source) => (
            <li key={source}>
              <ComingSoonSourceCard
                icon={quizIcons[source]}
                title={t(`create.sources.${source}.title`)}
                text={t(`create.sources.${source}.text`)}
              />
            </li>
          ))}
          <li>
            <LinkSourceCard
              to="/create/manual"
              icon={quizIcons.manual}
              title={t('create.sources.manual.title')}
              text={t('create.sources.manual.text')}
            />
          </li>
          <li>
            <ImportQuizCard />
          </li>
        </ul>
      </section>
    </div>
  );
}
