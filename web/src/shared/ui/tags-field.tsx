import { useRef, useState, type KeyboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QUIZ_LIMITS } from '../../../../domain/quiz/quiz.rules';
import { useFieldErrorText } from './use-error-text';
import { closeIcon } from './icons';
import './tags-field.css';

/** Optional tags as chips: Enter or a comma adds what was typed, up to 10; each chip has a remove button. */
export function TagsField() {
  const { t } = useTranslation('quizzes');
  const fieldError = useFieldErrorText();
  const { control } = useFormContext<{ tags: string[] }>();
  const { field, fieldState } = useController({ control, name: 'tags' });
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const tags = field.value;
  const full = tags.length >= QUIZ_LIMITS.tagsMax;
  const error = fieldError(fieldState.error?.message);

  const commit = (text: string) => {
    const next = [...tags];
    for (const part of text.split(',')) {
      const tag = part.trim().slice(0, QUIZ_LIMITS.tagMax);
      if (!tag || next.length >= QUIZ_LIMITS.tagsMax) continue;
      if (!next.some((known) => known.toLocaleLowerCase() === tag.toLocaleLowerCase())) next.push(tag);
    }
    if (next.length !== tags.length) field.onChange(next);
    setDraft('');
  };

  const removeTag = (tag: string) => {
    field.onChange(tags.filter((known) => known !== tag));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      event.preventDefault();
      field.onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <div className="field-label-row">
        <label htmlFor="quiz-tags-input">{t('editor.tags')}</label>
        <span className="field-optional">{t('editor.optional')}</span>
      </div>
      <div className="tags-box">
        {tags.length > 0 ? (
          <ul className="tag-list" aria-label={t('editor.tags')}>
            {tags.map((tag) => (
              <li key={tag} className="tag-chip">
                <span>{tag}</span>
                <button
                  type="button"
                  className="tag-remove"
                  aria-label={t('editor.removeTag', { tag })}
                  onClick={() => removeTag(tag)}
                >
                  {closeIcon}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id="quiz-tags-input"
          ref={(element) => {
            inputRef.current = element;
            field.ref(element);
          }}
          className="tags-input"
          value={draft}
          maxLength={QUIZ_LIMITS.tagMax * 10}
          enterKeyHint="done"
          aria-invalid={error ? true : undefined}
          aria-describedby={['quiz-tags-hint', error ? 'quiz-tags-error' : ''].join(' ').trim()}
          onChange={(event) => {
            const { value } = event.target;
            if (!value.includes(',')) {
              setDraft(value);
              return;
            }
            commit(value);
            // Emptied even when nothing changed to re-render it (a lone comma): preact/compat (web/vite.config.ts)
            // does not reset a controlled field whose state stays the same.
            event.target.value = '';
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            commit(draft);
            field.onBlur();
          }}
        />
      </div>
      <p id="quiz-tags-hint" className="field-hint">
        {full ? t('editor.tagsFull', { max: QUIZ_LIMITS.tagsMax }) : t('editor.tagsHint', { max: QUIZ_LIMITS.tagsMax })}
      </p>
      {error ? (
        <p id="quiz-tags-error" className="field-error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
