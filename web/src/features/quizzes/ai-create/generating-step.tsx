import { useTranslation } from 'react-i18next';
import type { GenerationProgress, GenerationStage } from '../../../shared/content/content.api';

/** The stages the server reports, in order; each stays listed, marked done, under way or still to come. */
const stages = ['extracting', 'analysing', 'selecting', 'generating', 'saving'] as const satisfies GenerationStage[];

const positionOf = (stage: GenerationStage) => {
  if (stage === 'queued') return -1;
  if (stage === 'done' || stage === 'failed') return stages.length;
  return stages.indexOf(stage);
};

/** What the current stage is called, with the real counts while questions are made. */
const useStageText = () => {
  const { t, i18n } = useTranslation('content');
  const count = new Intl.NumberFormat(i18n.language);
  return (progress: GenerationProgress | null, requested: number) => {
    if (!progress) return t('generation.stage.queued');
    if (progress.stage === 'generating') {
      const total = progress.requested || requested;
      return t('generation.stage.generatingCount', {
        number: count.format(Math.min(progress.made + 1, total)),
        total: count.format(total),
      });
    }
    return t(`generation.stage.${progress.stage}`);
  };
};

interface GeneratingStepProps {
  progress: GenerationProgress | null;
  /** The number of questions asked for, until the server reports it. */
  requested: number;
}

/**
 * Generating: the real stage and percentage the server reports (GET /content/generation-progress every 400 ms),
 * a progress bar, and the list of stages. The stage text is announced politely as it changes.
 */
export function GeneratingStep({ progress, requested }: GeneratingStepProps) {
  const { t } = useTranslation('content');
  const stageText = useStageText();
  const percent = progress?.percent ?? 0;
  const text = stageText(progress, requested);
  const current = positionOf(progress?.stage ?? 'queued');

  return (
    <section className="card generating stack" aria-labelledby="generating-title" aria-busy="true">
      <div className="generating-head">
        <span className="spinner" aria-hidden="true" />
        <div>
          <h2 id="generating-title" tabIndex={-1} data-step-focus="" className="focus-anchor">
            {t('generation.title')}
          </h2>
          <p className="muted">{t('generation.lead')}</p>
        </div>
      </div>
      <div className="stack-tight">
        <div className="generation-figures">
          <p className="generation-stage" aria-live="polite">
            {text}
          </p>
          <span className="generation-percent" aria-hidden="true">
            {percent} %
          </span>
        </div>
        <div
          className="meter generation-meter"
          role="progressbar"
          aria-label={t('generation.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent} % · ${text}`}
        >
          <span className="meter-fill" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ol className="stage-list">
        {stages.map((stage, index) => {
          const state = index < current ? 'is-done' : index === current ? 'is-current' : '';
          return (
            <li key={stage} className={`stage ${state}`.trim()} aria-current={index === current ? 'step' : undefined}>
              <span className="stage-mark" aria-hidden="true">
                {index < current ? '✓' : index + 1}
              </span>
              <span>
                {t(`generation.steps.${stage}`)}
                {index < current ? <span className="visually-hidden"> ({t('wizard.stepDone')})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
