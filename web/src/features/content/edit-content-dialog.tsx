import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { editContentBody } from '../../../../domain/content/content.schemas';
import { ApiErrorAlert } from '../../shared/ui/api-error-alert';
import { TextField } from '../../shared/ui/text-field';
import { useFieldErrorText } from '../../shared/ui/use-error-text';
import { TagsField } from '../quizzes/quiz-editor/tags-field';
import { useUpdateContentMutation, type LibraryItem } from './content.api';

interface EditValues {
  title: string;
  tags: string[];
}

interface EditContentDialogProps {
  item: LibraryItem;
  onClose: (saved: boolean) => void;
}

/**
 * A source's title and tags in a small modal dialog (native <dialog>: focus stays inside, Escape cancels, focus
 * returns to the Edit button). Validated with the server's schema.
 */
export function EditContentDialog({ item, onClose }: EditContentDialogProps) {
  const { t } = useTranslation('content');
  const fieldError = useFieldErrorText();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [update, { isLoading, error, reset: resetCall }] = useUpdateContentMutation();
  const form = useForm<EditValues>({
    resolver: zodResolver(editContentBody),
    defaultValues: { title: item.title, tags: item.tags },
  });
  const { register, handleSubmit, formState } = form;

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
      await update({ id: item.id, ...values }).unwrap();
      onClose(true);
    } catch {
      // The call's error is shown in the dialog.
    }
  });

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog edit-dialog"
      aria-labelledby="edit-content-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
    >
      <FormProvider {...form}>
        <form className="confirm-dialog-panel" noValidate onSubmit={(event) => void onSubmit(event)}>
          <h2 id="edit-content-title" className="confirm-dialog-title">
            {t('edit.title')}
          </h2>
          {error ? <ApiErrorAlert error={error} failed={t('edit.failed')} /> : null}
          <TextField
            id="edit-content-name"
            label={t('edit.name')}
            required
            autoComplete="off"
            registration={register('title')}
            error={fieldError(formState.errors.title?.message)}
          />
          <TagsField />
          <div className="confirm-dialog-actions">
            <button type="button" className="btn btn-outline" onClick={() => onClose(false)}>
              {t('edit.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={isLoading}>
              {isLoading ? t('edit.saving') : t('edit.save')}
            </button>
          </div>
        </form>
      </FormProvider>
    </dialog>
  );
}
