import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { saveContentBody } from '../../../../domain/content/content.schemas';
import { countWords } from '../../../../domain/content/normalize';
import { ApiErrorAlert } from '../../shared/ui/api-error-alert';
import { TextField } from '../../shared/ui/text-field';
import { useFieldErrorText } from '../../shared/ui/use-error-text';
import { MIN_TEXT_WORDS } from '../quizzes/ai-create/generation-form';
import { TextSourceField } from '../quizzes/ai-create/text-source-field';
import { TagsField } from '../quizzes/quiz-editor/tags-field';
import { useSaveContentMutation } from './content.api';

type AddInput = z.input<typeof saveContentBody>;
type AddValues = z.output<typeof saveContentBody>;

/**
 * Adds a text to the library without generating a quiz (POST /content/save): title, the text with its word counter
 * (at least 50 words), and tags. A modal <dialog>; Escape cancels and focus returns to the button that opened it.
 */
export function AddTextDialog({ onClose }: { onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('content');
  const fieldError = useFieldErrorText();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [save, { isLoading, error, reset: resetCall }] = useSaveContentMutation();
  const form = useForm<AddInput, unknown, AddValues>({
    resolver: zodResolver(saveContentBody),
    defaultValues: { title: '', content: '', tags: [] },
  });
  const { register, handleSubmit, formState, control } = form;
  const words = countWords(useWatch({ control, name: 'content' }) ?? '');

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLInputElement>('input')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    resetCall();
    try {
      await save(values).unwrap();
      onClose(true);
    } catch {
      // The call's error is shown in the dialog.
    }
  });

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog edit-dialog add-dialog"
      aria-labelledby="add-text-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
    >
      <FormProvider {...form}>
        <form className="confirm-dialog-panel" noValidate onSubmit={(event) => void onSubmit(event)}>
          <h2 id="add-text-title" className="confirm-dialog-title">
            {t('add.title')}
          </h2>
          {error ? <ApiErrorAlert error={error} failed={t('add.failed')} /> : null}
          <TextField
            id="add-text-name"
            label={t('edit.name')}
            required
            autoComplete="off"
            registration={register('title')}
            error={fieldError(formState.errors.title?.message)}
          />
          <TextSourceField rows={8} />
          <TagsField />
          <div className="confirm-dialog-actions">
            <button type="button" className="btn btn-outline" onClick={() => onClose(false)}>
              {t('edit.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={isLoading || words < MIN_TEXT_WORDS}>
              {isLoading ? t('edit.saving') : t('add.save')}
            </button>
          </div>
        </form>
      </FormProvider>
    </dialog>
  );
}
