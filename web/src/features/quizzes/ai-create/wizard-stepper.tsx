import { useTranslation } from 'react-i18next';
import type { WizardStep } from './wizard.slice';

/**
 * The interface's three steps, in the order the wizard walks them: 1 content source (where it opens), 2 quiz details
 * (the settings after the source), 3 generated result.
 */
const stepperSteps = ['source', 'details', 'result'] as const;
type StepperStep = (typeof stepperSteps)[number];

/** Which of the three the wizard is on: choosing a source, filling in the details, or the result. */
const stepperStepOf = (step: WizardStep): StepperStep => {
  switch (step) {
    case 'source':
    case 'library':
      return 'source';
    case 'input':
      return 'details';
    case 'generating':
    case 'review':
      return 'result';
    default: {
      const unexpected: never = step;
      throw new Error(`unknown step ${String(unexpected)}`);
    }
  }
};

/** Done: a source is chosen once the details are open; the details are done once a result is under way. */
const isDone = (item: StepperStep, current: StepperStep) =>
  (item === 'source' && current !== 'source') || (item === 'details' && current === 'result');

/** The visible stepper; the current step carries aria-current="step", a finished one says so in words. */
export function WizardStepper({ step }: { step: WizardStep }) {
  const { t } = useTranslation('content');
  const current = stepperStepOf(step);
  return (
    <nav aria-label={t('wizard.stepsLabel')}>
      <ol className="wizard-stepper">
        {stepperSteps.map((item, index) => {
          const done = isDone(item, current);
          const state = item === current ? 'is-current' : done ? 'is-done' : '';
          return (
            <li
              key={item}
              className={`wizard-step ${state}`.trim()}
              aria-current={item === current ? 'step' : undefined}
            >
              <span className="wizard-step-number" aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              <span className="wizard-step-label">
                <span className="visually-hidden">{t('wizard.stepNumber', { number: index + 1 })} </span>
                {t(`wizard.steps.${item}`)}
                {done ? <span className="visually-hidden"> ({t('wizard.stepDone')})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
