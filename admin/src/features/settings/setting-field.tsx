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
  const { t, i18n } = useTranslation('settings');
  const id = `setting-${setting.key}`;
  const text = pending ?? inputText(setting);
  const modified = pending !== undefined && isChanged(setting, pending);
  const kind = inputKind(setting);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [invalid ? errorId : '', hintId].filter(Boolean).join(' ');
  const label = t(`keys.${setting.key}`, { defaultValue: displayName(setting.key) });
  const description = t(`descriptions.${setting.key}`, { defaultValue: setting.description ?? '' });
  const formatNumber = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const defaultText =
    typeof setting.default === 'boolean'
      ? t(String(setting.default))
      : typeof setting.default === 'number'
        ? formatNumber(setting.default)
        : kind === 'choice'
          ? t(`choices.${String(setting.default)}`, { defaultValue: String(setting.default) })
          : String(setting.default);

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
      ) : kind === 'choice' ? (
        <select
          id={id}
          value={text}
          disabled={disabled}
          aria-describedby={described}
          onChange={(e) => onChange(e.target.value)}
        >
          {choicesOf(setting).map((choice) => (
            <option key={choice} value={choice}>
              {t(`choices.${choice}`, { defaultValue: choice })}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={kind === 'secret' ? 'password' : 'text'}
          inputMode={kind === 'number' ? 'decimal' : undefined}
          autoComplete={kind === 'secret' ? 'new-password' : 'off'}
          spellCheck={false}
          value={text}
          placeholder={kind === 'secret' ? (setting.isSet ? t('secretStored') : t('secretEmpty')) : undefined}
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
        {[
          description,
          setting.min !== undefined && setting.max !== undefined
            ? t('range', { min: formatNumber(setting.min), max: formatNumber(setting.max) })
            : '',
          kind !== 'secret' && setting.default !== undefined && setting.default !== null && setting.default !== ''
            ? t('default', { value: defaultText })
            : '',
          kind === 'secret' ? t('secretHint') : '',
          setting.live === false ? t('liveNo') : '',
        ]
          .filter(Boolean)
          .join(' · ')}{' '}
        <code className="mono">{setting.key}</code>
      </p>
    </div>
  );
}
