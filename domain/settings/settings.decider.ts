/**
 * The `settings` stream: every change staff make to the system settings, with each key's value before and after
 * and the admin's id (`null` means the default from the configuration). A reset of a category returns its changed
 * keys to their defaults. Values arrive checked and typed (a secret one sealed) from commands/.
 */
import type { CommandMetadata, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { messageOf } from '../shared/messages';
import type { SettingCategory, SettingValue } from './settings.catalogue';
import { definitionOf, settingDefinitions } from './settings.catalogue';

export const SETTINGS_STREAM = 'settings';

/** A value as stored: typed, a sealed string for a secret, or null for the default. */
export type StoredValue = SettingValue | null;

export interface SettingChange {
  key: string;
  category: SettingCategory;
  before: StoredValue;
  after: StoredValue;
}

export type SettingsEvent = {
  type: 'SettingsChanged';
  data: {
    adminId: string;
    reason: 'edit' | 'reset';
    /** The category a reset returned to its defaults. */
    category: SettingCategory | null;
    changes: SettingChange[];
    at: string;
  };
};

export const settingsEventTypes = ['SettingsChanged'] as const satisfies readonly SettingsEvent['type'][];

export interface SettingsState {
  /** Keys set away from their defaults. */
  values: Record<string, SettingValue>;
}

export const initialSettings = (): SettingsState => ({ values: {} });

export const evolveSettings = (state: SettingsState, event: SettingsEvent): SettingsState => {
  if (event.type !== 'SettingsChanged') return state;
  const values = { ...state.values };
  for (const { key, after } of event.data.changes) {
    if (after === null) delete values[key];
    else values[key] = after;
  }
  return { values };
};

export type SettingsCommand =
  | {
      type: 'ChangeSettings';
      /** `value` null: back to the default. */
      data: { adminId: string; values: { key: string; value: StoredValue }[] };
      metadata: CommandMetadata;
    }
  | { type: 'ResetCategory'; data: { adminId: string; category: SettingCategory }; metadata: CommandMetadata };

export const decideSettings = (command: SettingsCommand, state: SettingsState): SettingsEvent[] => {
  const { now } = command.metadata;
  const changes: SettingChange[] = [];
  switch (command.type) {
    case 'ChangeSettings': {
      for (const { key, value } of command.data.values) {
        const def = definitionOf(key);
        if (!def)
          throw DomainError.validation('settings.unknownKey', messageOf('settings.unknownKey', { key }), undefined, {
            key,
          });
        const before = state.values[key] ?? null;
        if (before === value) continue;
        changes.push({ key, category: def.category, before, after: value });
      }
      if (changes.length === 0) return [];
      return [
        {
          type: 'SettingsChanged',
          data: { adminId: command.data.adminId, reason: 'edit', category: null, changes, at: now },
        },
      ];
    }
    case 'ResetCategory': {
      const { category, adminId } = command.data;
      for (const def of settingDefinitions.filter((d) => d.category === category))
        if (def.key in state.values)
          changes.push({ key: def.key, category, before: state.values[def.key]!, after: null });
      if (changes.length === 0) return [];
      return [{ type: 'SettingsChanged', data: { adminId, reason: 'reset', category, changes, at: now } }];
    }
    default: {
      const unexpected: never = command;
      throw new Error(`unknown command ${JSON.stringify(unexpected)}`);
    }
  }
};

export const settingsDecider: Decider<SettingsCommand, SettingsEvent, SettingsState> = {
  decide: decideSettings,
  evolve: evolveSettings,
  initialState: initialSettings,
};
