import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { editContentBody } from '../../../../domain/content/content.schemas';
import { FormDialog } from '../../shared/ui/form-dialog';
import { TextField } from '../../shared/ui/text-field';
import { useFieldErrorText } from '../../shared/ui/use-error-text';
import { TagsField } from '../../shared/ui/tags-field';
import { useUpdateContentMutation, type LibraryItem } from '../../shared/content/content.api';

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
  const [update, { isLoading, error, reset: resetCall }] = useUpdateContentMutation();
  const form = useForm<EditValues>({
    resolver: zodResolver(editContentBody),
    defaultValues: { title: item.title, tags: item.tags },
  });
  const { register, handleSubmit, formState } = form;

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
    <FormProvider {...form}>
      <FormDialog
        className="edit-dialog"
        title={t('edit.title')}
        error={error}
        failed={t('edit.failed')}
        cancelLabel={t('edit.cancel')}
        submitLabel={t('edit.save')}
        busy={isLoading}
        busyLabel={t('edit.saving')}
        onSubmit={(event) => void onSubmit(event)}
        onCancel={() => onClose(false)}
      >
        <TextField
          id="edit-content-name"
          label={t('edit.name')}
          required
          autoComplete="off"
          registration={register('title')}
          error={fieldError(formState.errors.title?.message)}
        />
        <TagsField />
      </FormDialog>
    </FormProvider>
  );
}
