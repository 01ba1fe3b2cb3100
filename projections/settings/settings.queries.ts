import type { ReadStore } from '../../commands/ports';
import { SETTINGS_STREAM } from '../../domain/settings/settings.decider';
import type { SettingsDoc } from './settings.projection';

export const settingsQueries = (readStore: ReadStore) => {
  const settings = readStore.collection<SettingsDoc>('settings');
  return {
    /** Every key set away from its default (values as stored: a secret one sealed). */
    current: async (): Promise<Pick<SettingsDoc, 'values' | 'changedAt'>> =>
      (await settings.findOne({ _id: SETTINGS_STREAM })) ?? { values: {}, changedAt: {} },
  };
};

export type SettingsQueries = ReturnType<typeof settingsQueries>;
