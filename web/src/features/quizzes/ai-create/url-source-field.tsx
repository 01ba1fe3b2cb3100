import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/text-field';
import { useFieldErrorText } from '../../../shared/ui/use-error-text';
import type { GenerationFormValues } from './generation-form';

/** The website address, with the spec's notes: a public site with readable content; robots.txt; some sites fail. */
export function UrlSourceField() {
  const { t } = useTranslation('content');
  const fieldError = useFieldErrorText();
  const { register, control } = useFormContext<GenerationFormValues>();
  const { errors } = useFormState({ control, name: 'url' });
  return (
    <TextField
      id="generation-url"
      label={t('url.label')}
      type="url"
      inputMode="url"
      autoComplete="url"
      placeholder="https://"
      required
      registration={register('url')}
      error={fieldError(errors.url?.message)}
      hint={
        <ul className="hint-list">
          <li>{t('url.notePublic')}</li>
          <li>{t('url.noteRobots')}</li>
          <li>{t('url.noteSites')}</li>
        </ul>
      }
    />
  );
}
