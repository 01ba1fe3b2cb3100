import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../shared/ui/alert';
import { sparklesIcon } from '../../../shared/ui/icons';
import type { GenerationResult } from '../../../shared/content/content.api';
import { QuestionPreviewSection } from '../question-preview';
import { GenerationFacts } from './generation-facts';

/** How long the "already saved" notice shows before the dashboard opens. */
const LEAVE_AFTER_MS = 1500;

/**
 * Review: the generated questions with the correct answers and explanations, where they come from, the generator's
 * notes, and the ways on: generate again, view the quiz, or go to the dashboard (the quiz is already saved).
 */
export function ReviewStep({ result, onGenerateAgain }: { result: GenerationResult; onGenerateAgain: () => void }) {
  const { t, i18n } = useTranslation(['content', 'quizzes']);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const count = new Intl.NumberFormat(i18n.language);
  const { quiz } = result;

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => void navigate('/dashboard'), LEAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [leaving, navigate]);

  return (
    <div className="stack-lg">
      <section className="stack" aria-labelledby="review-title">
        <div className="title-row">
          <h2 id="review-title" tabIndex={-1} data-step-focus="" className="focus-anchor">
            {quiz.title}
          </h2>
          <span className="badge badge-ai">
            {sparklesIcon}
            {t('quizzes:aiGenerated')}
          </span>
        </div>
        <Alert tone="success" title={t('content:review.ready')}>
          {t('content:review.generated', {
            count: result.questionsGenerated,
            formatted: count.format(result.questionsGenerated),
          })}
          {result.savedToLibrary ? ` ${t('content:review.savedToLibrary')}` : ''}
        </Alert>
        {result.notes.length > 0 ? (
          <Alert tone="info" title={t('content:review.notes')}>
            <ul className="issue-list">
              {result.notes.map((note) => (
                <li key={note.code}>{t(`errors:${note.code}`, { ...note.params, defaultValue: note.text })}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <div className="review-actions">
          <button type="button" className="btn btn-outline" onClick={onGenerateAgain} disabled={leaving}>
            {t('content:review.generateAgain')}
          </button>
          <Link to={`/quiz/${quiz.id}`} className="btn btn-primary">
            {t('content:review.viewQuiz')}
          </Link>
          <button type="button" className="btn btn-secondary" onClick={() => setLeaving(true)} disabled={leaving}>
            {t('content:review.toDashboard')}
          </button>
        </div>
        <div aria-live="polite">
          {leaving ? <Alert tone="success">{t('content:review.alreadySaved')}</Alert> : null}
        </div>
      </section>
      <div className="quiz-detail-grid">
        <section className="card stack quiz-detail-side" aria-labelledby="review-facts-title">
          <h2 id="review-facts-title" className="section-title">
            {t('content:review.factsTitle')}
          </h2>
          <GenerationFacts result={result} />
        </section>
        <QuestionPreviewSection questions={quiz.questions} />
      </div>
    </div>
  );
}
