import { api, type Envelope } from '../../app/api';

/** A setting as `GET /admin/settings` answers it (spec §3). A secret (`isEncrypted`) never comes back in clear. */
export interface Setting {
  key: string;
  value: string | number | boolean | null;
  type: 'number' | 'boolean' | 'string';
  description?: string | null;
  isEncrypted?: boolean;
  /** Whether a secret has a value stored (its value itself is never sent). */
  isSet?: boolean;
  /** The value a reset returns to (empty for a secret). */
  default?: string | number | boolean | null;
  isDefault?: boolean;
  /** Whether the running server applies it at once (false: recorded for an external engine). */
  live?: boolean;
  /** The allowed values of a choice (the AI provider, the content selection strategy). */
  options?: string[];
  min?: number;
  max?: number;
  integer?: boolean;
  updatedAt?: string | null;
}

export type SettingsByCategory = Record<string, Setting[]>;

export type SettingValue = string | number | boolean;

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<SettingsByCategory, void>({
      query: () => '/admin/settings',
      transformResponse: (answer: Envelope<SettingsByCategory | { settings: SettingsByCategory }>) =>
        'settings' in answer.data && !Array.isArray(answer.data.settings)
          ? (answer.data.settings as SettingsByCategory)
          : (answer.data as SettingsByCategory),
      providesTags: ['Settings'],
    }),
    saveSettings: build.mutation<Envelope<unknown>, { key: string; value: SettingValue }[]>({
      query: (settings) => ({ url: '/admin/settings/bulk', method: 'PUT', body: { settings } }),
      invalidatesTags: (_r, error) => (error ? [] : ['Settings']),
    }),
    resetSettings: build.mutation<Envelope<unknown>, string>({
      query: (category) => ({ url: '/admin/settings/reset', method: 'POST', body: { category } }),
      invalidatesTags: (_r, error) => (error ? [] : ['Settings']),
    }),
  }),
});

export const { useGetSettingsQuery, useSaveSettingsMutation, useResetSettingsMutation } = settingsApi;
