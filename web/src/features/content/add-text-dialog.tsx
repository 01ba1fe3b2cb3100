import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MIN_TEXT_WORDS, saveContentBody } from '../../../../domain/content/content.schemas';
import { countWords } from '../../../../domain/content/normalize';
import { FormDialog } from '../../shared/ui/form-dialog';
import { TextField } from '../../shared/ui/text-field';
import { useFieldErrorText } from '../../shared/ui/use-error-text';
import { TextSourceField } from '../../shared/ui/text-source-field';
import { TagsField } from '../../shared/ui/tags-field';
import { useSaveContentMutation } from '../../shared/content/content.api';

type AddInput = z.input<typeof saveContentBody>;
type AddValues = z.output<typeof saveContentBody>;

/**
 * Adds a text to the library without generating a quiz (POST /content/save): title, the text with its word counter
 * (at least 50 words), and tags. A modal <dialog>; Escape cancels and focus returns to the button that opened it.
 */
export function AddTextDialog({ onClose }: { onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('content');
  const fieldError = useFieldErrorText();
  const [save, { isLoading, error, reset: resetCall }] = useSaveContentMutation();
  const form = useForm<AddInput, unknown, AddValues>({
    resolver: zodResolver(saveContentBody),
    defaultValues: { title: '', content: '', tags: [] },
  });
  const { register, handleSubmit, formState, control } = form;
  const words = countWords(useWatch({ control, name: 'content' }) ?? '');

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
    <FormProvider {...form}>
      <FormDialog
        className="edit-dialog add-dialog"
        title={t('add.title')}
        error={error}
        failed={t('add.failed')}
        cancelLabel={t('edit.cancel')}
        submitLabel={t('add.save')}
        busy={isLoading}
        busyLabel={t('edit.saving')}
        submitDisabled={words < MIN_TEXT_WORDS}
        onSubmit={(event) => void onSubmit(event)}
        onCancel={() => onClose(false)}
      >
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
      </FormDialog>
    </FormProvider>
  );
}
