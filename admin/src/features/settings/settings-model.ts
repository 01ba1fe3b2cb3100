import type { Setting, SettingValue } from './settings.api';

/** The five tabs (spec §2) and the categories each shows (spec §3). */
export const settingsTabs = [
  { id: 'ai', categories: ['ai_config', 'embedding'] },
  { id: 'limits', categories: ['limits_free', 'limits_paid', 'ai_limits'] },
  { id: 'optimization', categories: ['optimization'] },
  { id: 'search', categories: ['vector_search', 'content_selection'] },
  { id: 'system', categories: ['rate_limiting', 'security'] },
] as const;
export type SettingsTabId = (typeof settingsTabs)[number]['id'];

/** Spec §5: the content selection strategy is one of these. */
export const strategies = ['similarity', 'diversity', 'hybrid', 'coverage'] as const;

/** Spec §9: prefixes left out of a key's display name. */
const displayPrefixes = ['AI_', 'EMBEDDING_', 'FREE_', 'PAID_', 'VECTOR_', 'CONTENT_', 'RATE_', 'BCRYPT_'];

/** `FREE_MAX_QUIZZES` → `MAX QUIZZES` → "Max quizzes". */
export const displayName = (key: string) => {
  const prefix = displayPrefixes.find((p) => key.toUpperCase().startsWith(p));
  const rest = (prefix ? key.slice(prefix.length) : key).replace(/_/g, ' ').toLowerCase();
  return rest.charAt(0).toUpperCase() + rest.slice(1);
};

export type InputKind = 'number' | 'boolean' | 'choice' | 'secret' | 'text';

/**
 * Which input a setting gets: typed by its `type`; a string with options (the AI provider) or the strategy is a
 * choice; secrets are write-only.
 */
export const inputKind = (setting: Setting): InputKind => {
  if (setting.isEncrypted) return 'secret';
  if (setting.type === 'number') return 'number';
  if (setting.type === 'boolean') return 'boolean';
  if ((setting.options && setting.options.length > 0) || /STRATEGY/i.test(setting.key)) return 'choice';
  return 'text';
};

/** The choices of a choice setting: the server's list, else (the strategy) the spec's four. */
export const choicesOf = (setting: Setting): readonly string[] =>
  setting.options && setting.options.length > 0 ? setting.options : strategies;

/**
 * What an input's text means for a setting (spec §5: numbers parsed as decimals, booleans True or False).
 * Null for a number that does not parse, which stays pending but blocks saving.
 */
export const parseInput = (setting: Setting, text: string): SettingValue | null => {
  switch (inputKind(setting)) {
    case 'number': {
      const trimmed = text.trim();
      if (trimmed === '') return null;
      const value = Number.parseFloat(trimmed.replace(',', '.'));
      return Number.isFinite(value) ? value : null;
    }
    case 'boolean':
      return text === 'true';
    default:
      return text;
  }
};

/** The text an input shows for a stored value (a secret shows nothing). */
export const inputText = (setting: Setting): string => {
  if (setting.isEncrypted) return '';
  if (setting.value === null || setting.value === undefined) return '';
  return String(setting.value);
};

/** Pending edits: the input's text by key. Only texts that differ from the stored value count. */
export type Pending = Record<string, string>;

export const isChanged = (setting: Setting, text: string) =>
  setting.isEncrypted ? text !== '' : text !== inputText(setting);

/** The bulk body (spec §7: a list of `{key, value}`), or the keys whose text does not parse. */
export const bulkBody = (settings: Setting[], pending: Pending) => {
  const body: { key: string; value: SettingValue }[] = [];
  const invalid: string[] = [];
  for (const setting of settings) {
    const text = pending[setting.key];
    if (text === undefined || !isChanged(setting, text)) continue;
    const value = parseInput(setting, text);
    if (value === null) invalid.push(setting.key);
    else body.push({ key: setting.key, value });
  }
  return { body, invalid };
};
