import { useRef, useState, type DragEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { pdfIcon } from '../../../shared/ui/icons';
import { useFieldErrorText } from '../../../shared/ui/use-error-text';
import { titleFromFileName } from './derive-title';
import { PDF_TYPE, pdfProblem, type GenerationFormValues } from './generation-form';

const formatSize = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, {
    style: 'unit',
    unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes >= 1024 * 1024 ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024));

/**
 * The PDF: a drop zone that is also the button opening the file picker. Only application/pdf up to 50 MB; a wrong
 * pick or drop gets its own message (spec §5). The chosen file shows with its size and can be removed; its name
 * fills an empty title.
 */
export function PdfSourceField() {
  const { t, i18n } = useTranslation(['content', 'errors']);
  const fieldError = useFieldErrorText();
  const { control, clearErrors, getValues, setValue } = useFormContext<GenerationFormValues>();
  const { field, fieldState } = useController({ control, name: 'file' });
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const file = field.value;

  const accept = (picked: File | undefined, how: 'pick' | 'drop') => {
    if (!picked) return;
    clearErrors('file');
    const code = pdfProblem(picked);
    if (code === 'content.pdfInvalidType') {
      setProblem(how === 'pick' ? t('content:pdf.invalidPick') : t('content:pdf.invalidDrop'));
      return;
    }
    if (code) {
      setProblem(t(`errors:${code}`));
      return;
    }
    setProblem(null);
    field.onChange(picked);
    // An empty title takes the file's name; a title already typed is kept.
    const title = titleFromFileName(picked.name);
    if (title && !getValues('title').trim()) setValue('title', title, { shouldDirty: true });
  };

  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setDragging(false);
    accept(event.dataTransfer.files[0], 'drop');
  };

  const message = fieldError(fieldState.error?.message) ?? problem;

  return (
    <div className={message ? 'field field-invalid' : 'field'}>
      <span className="field-label" id="generation-pdf-label">
        {t('content:pdf.label')}
      </span>
      {/* The drop zone is the control people use; the input only opens the browser's picker for it. */}
      <input
        ref={inputRef}
        id="generation-pdf"
        type="file"
        accept={`${PDF_TYPE},.pdf`}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const picked = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          accept(picked, 'pick');
        }}
      />
      <button
        ref={field.ref}
        type="button"
        className={`pdf-drop${dragging ? ' is-dragging' : ''}`}
        aria-labelledby="generation-pdf-label generation-pdf-title"
        aria-describedby={['generation-pdf-hint', message ? 'generation-pdf-error' : ''].join(' ').trim()}
        onClick={() => inputRef.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onBlur={field.onBlur}
      >
        <span className="pdf-drop-icon">{pdfIcon}</span>
        <span id="generation-pdf-title" className="pdf-drop-title">
          {file ? t('content:pdf.replace') : t('content:pdf.choose')}
        </span>
        <span id="generation-pdf-hint" className="field-hint">
          {t('content:pdf.hint')}
        </span>
      </button>
      <div aria-live="polite" className="pdf-status">
        {file ? (
          <p className="pdf-file">
            {pdfIcon}
            <span className="pdf-file-name">{file.name}</span>
            <span className="muted">{formatSize(file.size, i18n.language)}</span>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                field.onChange(null);
                setProblem(null);
              }}
            >
              {t('content:pdf.remove')}
            </button>
          </p>
        ) : null}
        {message ? (
          <p id="generation-pdf-error" className="field-error">
            <span aria-hidden="true">⚠ </span>
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
