import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countWords } from '../../../../../domain/content/normalize';
import { ApiErrorAlert } from '../../../shared/ui/api-error-alert';
import { sparklesIcon } from '../../../shared/ui/icons';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import type { GenerationResult } from '../../../shared/content/content.api';
import { BackLink } from '../back-link';
import { QuizzesLeft } from '../quizzes-left';
import { deriveTitle } from './derive-title';
import { GeneratingStep } from './generating-step';
import { MIN_TEXT_WORDS } from './generation-form';
import { QuestionCountField } from './question-count-field';
import { ReviewStep } from './review-step';
import { TextSourceField } from '../../../shared/ui/text-source-field';
import { useGeneration } from './use-generation';
import { useStepFocus } from './use-step-focus';
import '../quizzes.css';
import './ai-create.css';

interface SimpleValues {
  content: string;
  numQuestions: string;
}

type Phase =
  { step: 'input'; failure: unknown } | { step: 'generating' } | { step: 'review'; result: GenerationResult };

/**
 * /quiz/create-simple, for a first quiz: paste a text, choose how many questions, generate, review. Everything else
 * takes the defaults (medium, 30 s, hybrid, the profile's language, saved to the library); the title is the text's
 * first sentence.
 */
export function SimpleCreatePage() {
  const { t } = useTranslation(['content', 'quizzes']);
  usePageTitle(t('content:simple.title'));
  const form = useForm<SimpleValues>({ defaultValues: { content: '', numQuestions: '5' } });
  const { run, progress } = useGeneration();
  const [phase, setPhase] = useState<Phase>({ step: 'input', failure: null });
  const containerRef = useStepFocus(phase.step);
  const words = countWords(useWatch({ control: form.control, name: 'content' }) ?? '');

  const onSubmit = form.handleSubmit(async ({ content, numQuestions }) => {
    setPhase({ step: 'generating' });
    try {
      const result = await run((generationId) => ({
        kind: 'text',
        generationId,
        content,
        settings: {
          title: deriveTitle(content, t('content:simple.fallbackTitle')),
          numQuestions: Number(numQuestions),
          difficulty: 'medium',
          timeLimit: 30,
          contentStrategy: 'hybrid',
          saveToLibrary: true,
        },
      }));
      setPhase({ step: 'review', result });
    } catch (failure) {
      setPhase({ step: 'input', failure });
    }
  });

  return (
    <div className="page quiz-page stack-lg simple-create" ref={containerRef}>
      <div className="page-head">
        <div className="page-head-text">
          <BackLink to="/dashboard">{t('quizzes:backToDashboard')}</BackLink>
          <h1
            tabIndex={-1}
            className="focus-anchor"
            data-step-focus={phase.step === 'input' && phase.failure ? undefined : ''}
          >
            {t('content:simple.title')}
          </h1>
          <p className="muted">{t('content:simple.lead')}</p>
          <QuizzesLeft />
        </div>
      </div>
      {phase.step === 'generating' ? (
        <GeneratingStep progress={progress} requested={Number(form.getValues('numQuestions'))} />
      ) : phase.step === 'review' ? (
        <ReviewStep result={phase.result} onGenerateAgain={() => setPhase({ step: 'input', failure: null })} />
      ) : (
        <FormProvider {...form}>
          <form className="card stack" noValidate onSubmit={(event) => void onSubmit(event)}>
            {phase.failure ? (
              <div tabIndex={-1} className="focus-anchor" data-step-focus="">
                <ApiErrorAlert
                  error={phase.failure}
                  failed={t('content:generation.failed')}
                  thrown={t('content:generation.thrown')}
                />
              </div>
            ) : null}
            <TextSourceField rows={10} />
            <QuestionCountField />
            <div className="wizard-actions">
              <button type="submit" className="btn btn-primary btn-lg" disabled={words < MIN_TEXT_WORDS}>
                {sparklesIcon}
                {t('content:form.generate')}
              </button>
            </div>
          </form>
        </FormProvider>
      )}
    </div>
  );
}
