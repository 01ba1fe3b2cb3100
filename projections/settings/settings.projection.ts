/** The settings read model: one document with every key set away from its default, when and by whom. */
import type { SettingsEvent } from '../../domain/settings/settings.decider';
import { settingsEventTypes, SETTINGS_STREAM } from '../../domain/settings/settings.decider';
import type { SettingValue } from '../../domain/settings/settings.catalogue';
import type { ProjectedDoc, Projection } from '../runtime/projection';
import { eventOf } from '../runtime/projection';

export interface SettingsDoc extends ProjectedDoc {
  values: Record<string, { value: SettingValue; updatedAt: string; updatedBy: string }>;
  /** When each key last changed (a reset too). */
  changedAt: Record<string, { at: string; by: string }>;
}

export const settingsProjection: Projection<SettingsDoc> = {
  name: 'settings',
  version: 1,
  collection: 'settings',
  handles: settingsEventTypes,
  documentId: (event) => (event.stream === SETTINGS_STREAM ? SETTINGS_STREAM : null),
  evolve: (doc, recorded) => {
    const event = eventOf<SettingsEvent>(recorded);
    const values = { ...(doc?.values ?? {}) };
    const changedAt = { ...(doc?.changedAt ?? {}) };
    for (const { key, after } of event.data.changes) {
      if (after === null) delete values[key];
      else values[key] = { value: after, updatedAt: event.data.at, updatedBy: event.data.adminId };
      changedAt[key] = { at: event.data.at, by: event.data.adminId };
    }
    return { _id: SETTINGS_STREAM, values, changedAt };
  },
};
