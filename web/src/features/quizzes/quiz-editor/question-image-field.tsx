import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../../../domain/shared/messages';
import { TextField } from '../../../shared/ui/text-field';
import { useErrorText, useFieldErrorText } from '../../../shared/ui/use-error-text';
import { ViewPricingLink } from '../../../shared/ui/view-pricing-link';
import { quizIcons } from '../quiz-icons';
import { useUploadQuestionImageMutation } from '../../../shared/quizzes/quizzes.api';
import { messageAt } from './form-errors';
import type { QuizFormValues } from './quiz-form';

/** The types and size the server accepts (spec §5): JPEG, PNG, GIF, WebP, under 5 MB. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

type Problem = { kind: 'local'; code: string } | { kind: 'server'; error: unknown } | null;

/** A question's optional image: pick or drop a file, checked here, uploaded, previewed; removable; with alt text. */
export function QuestionImageField({ index }: { index: number }) {
  const { t } = useTranslation(['quizzes', 'errors']);
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const { control, register, setValue, trigger, formState } = useFormContext<QuizFormValues>();
  const { errors } = useFormState({ control, name: `questions.${index}` });
  const imageUrl = useWatch({ control, name: `questions.${index}.imageUrl` });
  const altText = useWatch({ control, name: `questions.${index}.imageAltText` });
  const [upload, { isLoading }] = useUploadQuestionImageMutation();
  const [problem, setProblem] = useState<Problem>(null);
  const [dragging, setDragging] = useState(false);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const base = `question-${index}`;
  const number = index + 1;

  const setImage = (url: string) => {
    setValue(`questions.${index}.imageUrl`, url, { shouldDirty: true });
    if (!url) setValue(`questions.${index}.imageAltText`, '', { shouldDirty: true });
    if (formState.isSubmitted) void trigger();
  };

  const accept = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!IMAGE_TYPES.includes(file.type)) return setProblem({ kind: 'local', code: 'upload.invalidImageType' });
    if (file.size >= IMAGE_MAX_BYTES) return setProblem({ kind: 'local', code: 'upload.imageTooLarge' });
    try {
      setImage(await upload(file).unwrap());
    } catch (error) {
      setProblem({ kind: 'server', error });
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    void accept(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void accept(event.dataTransfer.files[0]);
  };

  const removeImage = () => {
    setImage('');
    setProblem(null);
    // The picker replaces the preview; focus it once it is there.
    requestAnimationFrame(() => fileInputRef.current?.focus());
  };

  const problemText =
    problem?.kind === 'local'
      ? t(`errors:${problem.code}`, { defaultValue: messageOf(problem.code) })
      : problem?.kind === 'server'
        ? errorText(problem.error, {
            failed: t('quizzes:editor.uploadFailed'),
            thrown: t('quizzes:editor.uploadError'),
          })
        : fieldError(messageAt(errors, `questions.${index}.imageUrl`));
  const hintId = `${base}-image-hint`;
  const problemId = `${base}-image-error`;
  const describedBy = [hintId, problemText ? problemId : ''].join(' ').trim();

  const picker = (
    <>
      <input
        ref={fileInputRef}
        id={`${base}-image`}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="visually-hidden file-input"
        aria-describedby={describedBy}
        aria-invalid={problemText ? true : undefined}
        disabled={isLoading}
        onChange={onPick}
      />
      <label htmlFor={`${base}-image`} className={`btn btn-outline btn-sm file-button${isLoading ? ' is-busy' : ''}`}>
        {quizIcons.image}
        {imageUrl ? t('quizzes:editor.replaceImage') : t('quizzes:editor.addImage')}
      </label>
    </>
  );

  return (
    <div className="question-image">
      <div className="field-label-row">
        <span className="field-label">{t('quizzes:editor.image')}</span>
        <span className="field-optional">{t('quizzes:editor.optional')}</span>
      </div>
      <div
        className={`image-drop${dragging ? ' is-dragging' : ''}${imageUrl ? ' has-image' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {imageUrl ? (
          <img
            className="image-preview"
            src={imageUrl}
            alt={altText ? altText : t('quizzes:editor.imagePreview', { number })}
          />
        ) : (
          <span className="image-drop-icon">{quizIcons.image}</span>
        )}
        <div className="image-drop-body">
          <p id={hintId} className="field-hint">
            {t('quizzes:editor.imageHint')}
          </p>
          <div className="image-actions">
            {picker}
            {imageUrl ? (
              <button type="button" className="btn btn-ghost btn-sm" onClick={removeImage} disabled={isLoading}>
                {t('quizzes:editor.removeImage')}
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <div aria-live="polite">
        {isLoading ? <p className="field-hint">{t('quizzes:editor.uploading')}</p> : null}
        {problemText ? (
          <p id={problemId} className="field-error">
            <span aria-hidden="true">⚠ </span>
            {problemText}
          </p>
        ) : null}
        {problem?.kind === 'server' ? <ViewPricingLink error={problem.error} /> : null}
      </div>
      {imageUrl ? (
        <TextField
          id={`${base}-alt`}
          label={t('quizzes:editor.imageAlt')}
          hint={t('quizzes:editor.imageAltHint')}
          registration={register(`questions.${index}.imageAltText`)}
          error={fieldError(messageAt(errors, `questions.${index}.imageAltText`))}
        />
      ) : null}
    </div>
  );
}
