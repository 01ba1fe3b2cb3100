import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { detectLanguage, isHighConfidence, MIN_DETECTABLE_LENGTH } from '../../../../domain/content/language';
import { countWords } from '../../../../domain/content/normalize';
import { useFieldErrorText } from './use-error-text';
import { MIN_TEXT_WORDS } from '../../../../domain/content/content.schemas';
import './text-source-field.css';

/** The language the text seems to be in (spec §5: shown for texts over 50 characters; above 0.7 is high). */
function DetectedLanguage({ text }: { text: string }) {
  const { t } = useTranslation('content');
  if (text.trim().length <= MIN_DETECTABLE_LENGTH) return null;
  const guess = detectLanguage(text);
  return (
    <span className="detected-language">
      {t('form.detected', {
        language: t(`languages.${guess.language}`),
        confidence: t(isHighConfidence(guess.confidence) ? 'confidence.high' : 'confidence.low'),
      })}
    </span>
  );
}

/**
 * The pasted text with a live word counter. Under 50 words a red note says how many are missing (and the form's
 * submit stays disabled); reaching the minimum is announced politely, once.
 */
export function TextSourceField({ rows = 12 }: { rows?: number }) {
  const { t, i18n } = useTranslation('content');
  const fieldError = useFieldErrorText();
  const { register, control } = useFormContext<{ content: string }>();
  const { errors } = useFormState({ control, name: 'content' });
  const content = useWatch({ control, name: 'content' }) ?? '';
  const words = countWords(content);
  const short = words < MIN_TEXT_WORDS;
  const count = new Intl.NumberFormat(i18n.language);
  const error = fieldError(errors.content?.message);

  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor="generation-content">{t('form.content')}</label>
      <textarea
        id="generation-content"
        rows={rows}
        placeholder={t('form.contentPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={['generation-content-count', error ? 'generation-content-error' : ''].join(' ').trim()}
        {...register('content')}
      />
      <div className="word-counter">
        <p id="generation-content-count" className={short ? 'word-count is-short' : 'word-count'}>
          {t('form.words', { count: words, formatted: count.format(words) })}
          {short ? (
            <>
              {' · '}
              <span className="word-minimum">
                {t('form.minimumWords', { min: MIN_TEXT_WORDS, missing: count.format(MIN_TEXT_WORDS - words) })}
              </span>
            </>
          ) : null}
        </p>
        <DetectedLanguage text={content} />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {words > 0 && !short ? t('form.enoughWords') : ''}
      </p>
      {error ? (
        <p id="generation-content-error" className="field-error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
