import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { AiCreateWizard } from './ai-create/ai-create-wizard';
import { BackLink } from './back-link';
import { QuizzesLeft } from './quizzes-left';
import './ai-create/ai-create.css';
import './quizzes.css';

/** /quiz/create: quiz creation from text, a PDF, a website or library sources, by hand, or from a quiz file. */
export function CreateQuizPage() {
  // The wizard's strings load with the page's, not after them (tests/web/page-namespaces.unit.spec.ts).
  const { t } = useTranslation(['quizzes', 'content']);
  usePageTitle(t('create.title'));
  return (
    <div className="page quiz-page stack-lg">
      <div className="page-head">
        <div className="page-head-text">
          <BackLink to="/dashboard">{t('backToDashboard')}</BackLink>
          <h1>{t('create.title')}</h1>
          <p className="muted">{t('create.lead')}</p>
          <QuizzesLeft />
        </div>
      </div>
      <AiCreateWizard />
    </div>
  );
}
