import { useEffect, useRef, type FormEvent } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countWords } from '../../../../../domain/content/normalize';
import { ApiErrorAlert } from '../../../shared/ui/api-error-alert';
import { libraryIcon, sourceTypeIcons, sparklesIcon } from '../../../shared/ui/icons';
import { useFieldErrorText } from '../../../shared/ui/use-error-text';
import { MIN_TEXT_WORDS, type GenerationFormValues } from './generation-form';
import { LibrarySourceSummary } from './library-source-summary';
import { PdfSourceField } from './pdf-source-field';
import { SettingsFields } from './settings-fields';
import { TextSourceField } from '../../../shared/ui/text-source-field';
import { UrlSourceField } from './url-source-field';
import type { AiSource, PickedSource } from './wizard.slice';

const sourceIcons = { ...sourceTypeIcons, library: libraryIcon };

interface InputStepProps {
  source: AiSource;
  picked: PickedSource[];
  failure: unknown;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack: () => void;
  onChangeLibrary: () => void;
}

function SourceInput({
  source,
  picked,
  onChangeLibrary,
}: Pick<InputStepProps, 'source' | 'picked' | 'onChangeLibrary'>) {
  switch (source) {
    case 'text':
      return <TextSourceField />;
    case 'pdf':
      return <PdfSourceField />;
    case 'url':
      return <UrlSourceField />;
    case 'library':
      return <LibrarySourceSummary picked={picked} onChange={onChangeLibrary} />;
    default: {
      const unexpected: never = source;
      throw new Error(`unknown source ${String(unexpected)}`);
    }
  }
}

/**
 * The input form: the chosen source's input first (text box, PDF drop zone or address), then the quiz's settings. A failed generation comes back here with its
 * message (a plan limit links to the pricing page); focus moves to it.
 */
export function InputStep({ source, picked, failure, onSubmit, onBack, onChangeLibrary }: InputStepProps) {
  const { t } = useTranslation(['content', 'quizzes']);
  const fieldError = useFieldErrorText();
  const { control } = useFormContext<GenerationFormValues>();
  const { errors, isSubmitting } = useFormState({ control });
  const content = useWatch({ control, name: 'content' }) ?? '';
  const tooShort = source === 'text' && countWords(content) < MIN_TEXT_WORDS;
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      {failure ? (
        <div ref={failureRef} tabIndex={-1} className="focus-anchor">
          <ApiErrorAlert
            error={failure}
            failed={t('content:generation.failed')}
            thrown={t('content:generation.thrown')}
          />
        </div>
      ) : null}
      <section className="card stack" aria-labelledby="source-title">
        <h2 id="source-title" className="section-title focus-anchor" tabIndex={-1} data-step-focus="">
          <span className="wizard-section-number" aria-hidden="true">
            1
          </span>
          {t('content:wizard.steps.source')}
          <span className="source-chip">
            {sourceIcons[source]}
            {t(`quizzes:create.sources.${source}.title`)}
          </span>
        </h2>
        <SourceInput source={source} picked={picked} onChangeLibrary={onChangeLibrary} />
        {errors.root?.message ? (
          <p className="field-error" role="alert">
            <span aria-hidden="true">⚠ </span>
            {fieldError(errors.root.message)}
          </p>
        ) : null}
      </section>
      <section className="card stack" aria-labelledby="details-title">
        <h2 id="details-title" className="section-title">
          <span className="wizard-section-number" aria-hidden="true">
            2
          </span>
          {t('content:wizard.steps.details')}
        </h2>
        <SettingsFields offerSave={source !== 'library'} />
      </section>
      <div className="wizard-actions">
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          {t('content:wizard.back')}
        </button>
        <button type="submit" className="btn btn-primary btn-lg" disabled={tooShort || isSubmitting}>
          {sparklesIcon}
          {t('content:form.generate')}
        </button>
      </div>
    </form>
  );
}
