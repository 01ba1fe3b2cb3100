/**
 * Settings changes staff make: every value checked against the catalogue (type, bounds, choices), a secret sealed
 * before it reaches the log (an empty secret returns to the default), then one `SettingsChanged` on the `settings`
 * stream with each key before and after and the admin's id. A reset returns a category to its defaults.
 */
import type { SettingCategory } from '../../domain/settings/settings.catalogue';
import { definitionOf, parseSettingValue } from '../../domain/settings/settings.catalogue';
import type { StoredValue } from '../../domain/settings/settings.decider';
import { SETTINGS_STREAM, settingsDecider } from '../../domain/settings/settings.decider';
import type { CommandMetadata } from '../../domain/shared/decider';
import type { FieldIssue } from '../../domain/shared/errors';
import { invalidFields } from '../../domain/shared/errors';
import type { SecretBox } from '../secret-box';
import { handleCommand } from '../handle-command';
import type { Clock, EventStore } from '../ports';
import type { LiveSettings } from './live-settings';

export interface SettingsCommandDeps {
  eventStore: EventStore;
  clock: Clock;
  secrets: SecretBox;
  live: Pick<LiveSettings, 'value' | 'isSet'>;
  /** OPENAI_API_KEY of the environment (the openai provider needs a key from somewhere). */
  envApiKey: string | null;
}

type Meta = Omit<CommandMetadata, 'now'>;

export const settingsCommands = ({ eventStore, clock, secrets, live, envApiKey }: SettingsCommandDeps) => {
  const metadata = (meta: Meta): CommandMetadata => ({ ...meta, now: clock.now().toISOString() });
  return {
    change: async (input: { key: string; value: unknown }[], adminId: string, meta: Meta) => {
      const issues: FieldIssue[] = [];
      const values: { key: string; value: StoredValue }[] = [];
      for (const { key, value } of input) {
        const def = definitionOf(key);
        if (!def) {
          issues.push({ field: key, code: 'settings.unknownKey', params: { key } });
          continue;
        }
        const parsed = parseSettingValue(def, value);
        if (!parsed.ok) {
          issues.push({ field: key, code: parsed.issue.code, params: parsed.issue.params });
          continue;
        }
        const stored = def.isEncrypted
          ? parsed.value === ''
            ? null
            : secrets.seal(String(parsed.value))
          : parsed.value;
        values.push({ key, value: stored });
      }
      const after = (key: string) => {
        const entry = values.find((v) => v.key === key);
        return entry ? entry.value : live.isSet(key) ? live.value(key) : null;
      };
      if (!issues.length && (after('AI_PROVIDER') ?? live.value('AI_PROVIDER')) === 'openai') {
        const key = values.find((v) => v.key === 'AI_API_KEY');
        const hasKey = key ? key.value !== null : !!live.value('AI_API_KEY');
        if (!hasKey && !envApiKey) issues.push({ field: 'AI_API_KEY', code: 'settings.aiKeyMissing' });
      }
      if (issues.length) throw invalidFields(issues);
      const result = await handleCommand(eventStore, SETTINGS_STREAM, settingsDecider, {
        type: 'ChangeSettings',
        data: { adminId, values },
        metadata: metadata(meta),
      });
      return { position: result.position, changed: result.events[0]?.data.changes.length ?? 0 };
    },

    reset: async (category: SettingCategory, adminId: string, meta: Meta) => {
      const result = await handleCommand(eventStore, SETTINGS_STREAM, settingsDecider, {
        type: 'ResetCategory',
        data: { adminId, category },
        metadata: metadata(meta),
      });
      return { position: result.position, changed: result.events[0]?.data.changes.length ?? 0 };
    },
  };
};

export type SettingsCommands = ReturnType<typeof settingsCommands>;
