import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { isLanguage } from '../../../shared/i18n/languages';
import { isApiError } from '../../../shared/api-error';
import { toFieldMessage } from '../../../shared/field-message';
import { useGetProfileQuery } from '../../../shared/user/user.api';
import { GeneratingStep } from './generating-step';
import {
  generationResolver,
  newGenerationValues,
  toGenerationRequest,
  type GenerationFormValues,
} from './generation-form';
import { InputStep } from './input-step';
import { LibrarySelectStep } from './library-select-step';
import { PreselectedSource } from './preselected-source';
import { ReviewStep } from './review-step';
import { SourceStep } from './source-step';
import { useGeneration } from './use-generation';
import { useStepFocus } from './use-step-focus';
import {
  generationFailed,
  generationStarted,
  generationSucceeded,
  initialWizardState,
  librarySelectionConfirmed,
  librarySelectionReopened,
  librarySourceToggled,
  sourceChosen,
  sourcePreselected,
  startedOver,
  wizardSlice,
  type AiSource,
  type PickedSource,
} from './wizard.slice';
import { WizardStepper } from './wizard-stepper';

const formFields = new Set<string>(Object.keys(newGenerationValues('en')));

/** The default language of the questions: the profile's, else English (spec §4). */
const useProfileLanguage = () => {
  const { data: profile } = useGetProfileQuery();
  const language = profile?.user.language;
  return isLanguage(language) ? language : null;
};

/**
 * /quiz/create: source selection → library selection (library only) → input → generating → review. The form lives
 * here, so a failed generation returns to the input step with everything still filled in.
 */
export function AiCreateWizard() {
  const [state, dispatch] = useReducer(wizardSlice.reducer, initialWizardState);
  const [searchParams] = useSearchParams();
  // `?source={id}` preselects a library source once; choosing another source forgets it.
  const [preselectId, setPreselectId] = useState(() => searchParams.get('source'));
  const profileLanguage = useProfileLanguage();
  const { run, progress } = useGeneration();
  const source = state.source ?? 'text';
  const resolver = useMemo(() => generationResolver(source, state.picked), [source, state.picked]);
  const form = useForm<GenerationFormValues>({
    resolver,
    defaultValues: newGenerationValues(profileLanguage ?? 'en'),
    shouldFocusError: true,
  });
  const { setValue, getFieldState, setError, handleSubmit } = form;

  // The profile may arrive after the form: it then sets the default language unless one was chosen.
  useEffect(() => {
    if (profileLanguage && !getFieldState('targetLanguage').isDirty) setValue('targetLanguage', profileLanguage);
  }, [profileLanguage, getFieldState, setValue]);

  // A new step starts at the top with focus on its heading; a failure's message takes focus itself.
  const containerRef = useStepFocus(state.step, state.step === 'input' && state.failure !== null);

  const choose = (next: AiSource) => {
    // Spec §4: choosing a source clears the content, the address and the file.
    setValue('content', '');
    setValue('url', '');
    setValue('file', null);
    form.clearErrors();
    setPreselectId(null);
    dispatch(sourceChosen(next));
  };

  const onPreselected = useCallback((item: PickedSource) => {
    setPreselectId(null);
    dispatch(sourcePreselected(item));
  }, []);

  const showFieldIssues = (error: unknown) => {
    if (!isApiError(error)) return;
    for (const issue of error.details ?? [])
      if (formFields.has(issue.field))
        setError(issue.field as FieldPath<GenerationFormValues>, {
          type: 'server',
          message: toFieldMessage(issue.code, issue.params),
        });
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!state.source) return;
    const from = state.source;
    dispatch(generationStarted());
    try {
      const result = await run((id) => toGenerationRequest(from, values, state.picked, id));
      dispatch(generationSucceeded(result));
    } catch (error) {
      dispatch(generationFailed(error));
      showFieldIssues(error);
    }
  });

  const step = (() => {
    switch (state.step) {
      case 'source':
        return preselectId ? (
          <PreselectedSource id={preselectId} onLoaded={onPreselected}>
            <SourceStep onChoose={choose} />
          </PreselectedSource>
        ) : (
          <SourceStep onChoose={choose} />
        );
      case 'library':
        return (
          <LibrarySelectStep
            picked={state.picked}
            onToggle={(item) => dispatch(librarySourceToggled(item))}
            onConfirm={() => dispatch(librarySelectionConfirmed())}
            onBack={() => dispatch(startedOver())}
          />
        );
      case 'input':
        return (
          <InputStep
            source={source}
            picked={state.picked}
            failure={state.failure}
            onSubmit={(event) => void onSubmit(event)}
            onBack={() => dispatch(state.source === 'library' ? librarySelectionReopened() : startedOver())}
            onChangeLibrary={() => dispatch(librarySelectionReopened())}
          />
        );
      case 'generating':
        return <GeneratingStep progress={progress} requested={Number(form.getValues('numQuestions'))} />;
      case 'review':
        return state.result ? (
          <ReviewStep result={state.result} onGenerateAgain={() => dispatch(startedOver())} />
        ) : null;
      default: {
        const unexpected: never = state.step;
        throw new Error(`unknown step ${String(unexpected)}`);
      }
    }
  })();

  return (
    <FormProvider {...form}>
      <div className="stack-lg" ref={containerRef}>
        <WizardStepper step={state.step} />
        {step}
      </div>
    </FormProvider>
  );
}
