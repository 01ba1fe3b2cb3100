import { useTranslation } from 'react-i18next';
import { choicesOf, displayName, inputKind, inputText, isChanged } from './settings-model';
import type { Setting } from './settings.api';

interface SettingFieldProps {
  setting: Setting;
  /** The pending text, when the admin has edited this setting. */
  pending: string | undefined;
  invalid: boolean;
  disabled: boolean;
  onChange: (text: string) => void;
}

/** One setting with the input its type calls for, its description, and a Modified badge while it is pending. */
export function SettingField({ setting, pending, invalid, disabled, onChange }: SettingFieldProps) {
  const { t } = useTranslation('settings');
  const id = `setting-${setting.key}`;
  const text = pending ?? inputText(setting);
  const modified = pending !== undefined && isChanged(setting, pending);
  const kind = inputKind(setting);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [invalid ? errorId : '', hintId].filter(Boolean).join(' ');
  const label = t(`keys.${setting.key}`, { defaultValue: displayName(setting.key) });
  const description = t(`descriptions.${setting.key}`, { defaultValue: setting.description ?? '' });

  return (
    <div className={invalid ? 'field setting-field field-invalid' : 'field setting-field'}>
      <div className="field-label-row">
        <label htmlFor={id}>{label}</label>
        {modified ? <span className="badge badge-warning">{t('modified')}</span> : null}
      </div>
      {kind === 'boolean' ? (
        <select
          id={id}
          value={text}
          disabled={disabled}
          aria-describedby={described}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="true">{t('true')}</option>
          <option value="false">{t('false')}</option>
        </select>
      ) : kind === 'strategy' ? (
        <select
          id={id}
          value={text}
          disabled={disabled}
          aria-describedby={described}
          onChange={(e) => onChange(e.target.value)}
        >
          {choicesOf(setting).map((choice) => (
            <option key={choice} value={choice}>
              {t(`strategies.${choice}`, { defaultValue: choice })}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={kind === 'number' ? 'text' : kind === 'secret' ? 'password' : 'text'}
          inputMode={kind === 'number' ? 'decimal' : undefined}
          autoComplete={kind === 'secret' ? 'new-password' : 'off'}
          spellCheck={false}
          value={text}
          placeholder={
            kind === 'secret' ? (setting.hasValue === false ? t('secretEmpty') : t('secretStored')) : undefined
          }
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={described}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {invalid ? (
        <p id={errorId} className="field-error">
          <span aria-hidden="true">⚠ </span>
          {t('notANumber')}
        </p>
      ) : null}
      <p id={hintId} className="field-hint">
        {description ? `${description} · ` : ''}
        <code className="mono">{setting.key}</code>
        {kind === 'secret' ? ` · ${t('secretHint')}` : ''}
      </p>
    </div>
  );
}
