import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../../web/src/shared/ui/alert';
import { ApiErrorAlert } from '../../../../web/src/shared/ui/api-error-alert';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';
import { useSuccessText } from '../../../../web/src/shared/ui/use-success-text';
import { useCan } from '../../shared/use-admin';
import { PageHeader } from '../../shared/ui/page-header';
import { useTimedNotice } from '../../shared/ui/use-timed-notice';
import { SettingField } from './setting-field';
import { bulkBody, isChanged, settingsTabs, type Pending, type SettingsTabId } from './settings-model';
import { useGetSettingsQuery, useResetSettingsMutation, useSaveSettingsMutation, type Setting } from './settings.api';
import { Tabs } from './settings-tabs';

const isTab = (value: unknown): value is SettingsTabId => settingsTabs.some((tab) => tab.id === value);

/**
 * System settings (spec §2, §4): five tabs of categories, each a card with its own Reset; edits are held as pending
 * changes (a Modified badge on each, a banner and the count on Save Changes) until saved together; Reset discards
 * the category's pending edits and reloads. Messages disappear after 3 seconds. Secrets are write-only.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'), t('common:brand'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // Held here as well as in the address, so the tab shows the choice at once (the navigation comes after).
  const [tab, setTab] = useState<SettingsTabId>(isTab(requested) ? requested : 'ai');
  const { data, error, isLoading, isFetching, refetch } = useGetSettingsQuery();
  const [save, saveState] = useSaveSettingsMutation();
  const [reset, resetState] = useResetSettingsMutation();
  const [pending, setPending] = useState<Pending>({});
  const [invalid, setInvalid] = useState<string[]>([]);
  const [message, setMessage] = useTimedNotice();
  const [failure, setFailure] = useState<{ error: unknown; text: string } | null>(null);
  const successText = useSuccessText();
  const can = useCan();
  const writable = can('settings.write');

  const all: Setting[] = data ? Object.values(data).flat() : [];
  const changedCount = all.filter((s) => pending[s.key] !== undefined && isChanged(s, pending[s.key]!)).length;
  const categoryTitle = (category: string) => t(`categories.${category}`, { defaultValue: category });

  const edit = (key: string, text: string) => {
    setPending((current) => ({ ...current, [key]: text }));
    setInvalid((current) => current.filter((k) => k !== key));
    setFailure(null);
  };

  const onSave = async () => {
    const { body, invalid: bad } = bulkBody(all, pending);
    setInvalid(bad);
    if (bad.length > 0 || body.length === 0) return;
    setFailure(null);
    try {
      const answer = await save(body).unwrap();
      setPending({});
      setMessage(successText(answer, t('saved')));
    } catch (err) {
      setFailure({ error: err, text: t('saveFailed') });
    }
  };

  const onReset = async (category: string, settings: Setting[]) => {
    setFailure(null);
    try {
      await reset(category).unwrap();
      setPending((current) => {
        const next = { ...current };
        for (const s of settings) delete next[s.key];
        return next;
      });
      setInvalid((current) => current.filter((key) => !settings.some((s) => s.key === key)));
      setMessage(t('resetDone', { category: categoryTitle(category) }));
    } catch (err) {
      setFailure({ error: err, text: t('resetFailed') });
    }
  };

  const current = settingsTabs.find((entry) => entry.id === tab)!;
  const categories = current.categories.filter((category) => data?.[category]);

  return (
    <div className="page stack-lg">
      <PageHeader
        title={t('title')}
        actions={
          <>
            <button type="button" className="btn btn-outline" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? t('common:actions.refreshing') : t('common:actions.refresh')}
            </button>
            {writable ? (
              <button
                type="button"
                className="btn btn-primary"
                disabled={changedCount === 0 || saveState.isLoading}
                onClick={() => void onSave()}
              >
                {saveState.isLoading ? t('common:actions.saving') : t('save', { count: changedCount })}
              </button>
            ) : null}
          </>
        }
      />
      {changedCount > 0 ? (
        <div className="unsaved-banner" role="status">
          <span className="badge badge-warning">{t('unsaved')}</span>
          <span>{t('unsavedText', { count: changedCount })}</span>
        </div>
      ) : null}
      {message ? <Alert tone="success">{message}</Alert> : null}
      {invalid.length > 0 ? <Alert tone="error">{t('fixNumbers')}</Alert> : null}
      {failure ? (
        <ApiErrorAlert error={failure.error} failed={failure.text} thrown={t('common:errors.network')} />
      ) : null}
      {error ? <ApiErrorAlert error={error} failed={t('loadFailed')} thrown={t('loadFailed')} /> : null}
      {isLoading ? (
        <p role="status" className="muted">
          {t('common:loading')}
        </p>
      ) : null}
      {data ? (
        <Tabs
          label={t('tabsLabel')}
          tabs={settingsTabs.map((entry) => ({ id: entry.id, label: t(`tabs.${entry.id}`) }))}
          selected={tab}
          onSelect={(id) => {
            if (!isTab(id)) return;
            setTab(id);
            setParams(id === 'ai' ? {} : { tab: id }, { replace: true });
          }}
        >
          <div className="stack">
            {categories.length === 0 ? <p className="muted">{t('emptyTab')}</p> : null}
            {categories.map((category) => {
              const settings = data[category] ?? [];
              return (
                <section key={category} className="card stack" aria-labelledby={`category-${category}`}>
                  <div className="category-head">
                    <h2 id={`category-${category}`}>{categoryTitle(category)}</h2>
                    {writable ? (
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        disabled={resetState.isLoading}
                        onClick={() => void onReset(category, settings)}
                        aria-label={t('resetCategory', { category: categoryTitle(category) })}
                      >
                        {t('reset')}
                      </button>
                    ) : null}
                  </div>
                  <div className="form-grid">
                    {settings.map((setting) => (
                      <SettingField
                        key={setting.key}
                        setting={setting}
                        pending={pending[setting.key]}
                        invalid={invalid.includes(setting.key)}
                        disabled={!writable}
                        onChange={(text) => edit(setting.key, text)}
                      />
                    ))}
                  </div>
                </section>
              );
            })}
          </div>
        </Tabs>
      ) : null}
    </div>
  );
}
