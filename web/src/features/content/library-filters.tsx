import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOptions } from '../../shared/i18n/languages';
import { searchIcon } from '../../shared/ui/icons';
import type { LibraryStats, SourceType } from '../../shared/content/content.api';
import { hasFilters, noFilters, sortOptions, type LibraryFilterValues, type SortOption } from './library-filter';

interface LibraryFiltersProps {
  search: string;
  onSearch: (text: string) => void;
  values: LibraryFilterValues;
  onChange: (values: LibraryFilterValues) => void;
  popularTags: LibraryStats['popularTags'];
}

const sourceTypes: SourceType[] = ['text', 'pdf', 'url'];

interface FilterSelectProps<Value extends string> {
  id: string;
  label: string;
  value: Value;
  options: { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/** A labelled select whose options are all of the values it can give. */
function FilterSelect<Value extends string>({ id, label, value, options, onChange }: FilterSelectProps<Value>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** How many filters are set (the search aside): the Filters button of a phone says so. */
const activeCount = (values: LibraryFilterValues) =>
  [values.sourceType, values.language, values.dateFrom, values.dateTo].filter(Boolean).length + values.tags.length;

/**
 * Search, source type, content language, date range, sort, and the popular tags as toggle buttons (several at
 * once: a source must have every chosen tag). On a phone everything but the search folds behind a Filters button,
 * so the first source is in view.
 */
export function LibraryFilters({ search, onSearch, values, onChange, popularTags }: LibraryFiltersProps) {
  const { t } = useTranslation('content');
  const set = <K extends keyof LibraryFilterValues>(name: K, value: LibraryFilterValues[K]) =>
    onChange({ ...values, [name]: value });
  const [open, setOpen] = useState(false);
  const active = activeCount(values);
  const toggleTag = (tag: string) =>
    set('tags', values.tags.includes(tag) ? values.tags.filter((known) => known !== tag) : [...values.tags, tag]);

  return (
    <section className="card library-filters" aria-label={t('filters.label')}>
      <div className="field search-field library-search">
        <label htmlFor="library-search">{t('filters.search')}</label>
        <span className="search-icon">{searchIcon}</span>
        <input
          id="library-search"
          type="search"
          value={search}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <button
        type="button"
        className="btn btn-outline filters-toggle"
        aria-expanded={open}
        aria-controls="library-filter-panel"
        onClick={() => setOpen((was) => !was)}
      >
        {active > 0 ? t('filters.toggleActive', { count: active }) : t('filters.toggle')}
      </button>
      <div id="library-filter-panel" className={open ? 'library-filter-panel is-open' : 'library-filter-panel'}>
        <div className="filter-row">
          <FilterSelect
            id="library-type"
            label={t('filters.type')}
            value={values.sourceType}
            options={[
              { value: '', label: t('filters.allTypes') },
              ...sourceTypes.map((type) => ({ value: type, label: t(`types.${type}`) })),
            ]}
            onChange={(sourceType) => set('sourceType', sourceType)}
          />
          <FilterSelect
            id="library-language"
            label={t('filters.language')}
            value={values.language}
            options={[
              { value: '', label: t('filters.allLanguages') },
              ...languageOptions.map(({ code }) => ({ value: code, label: t(`languages.${code}`) })),
            ]}
            onChange={(language) => set('language', language)}
          />
          <div className="field">
            <label htmlFor="library-from">{t('filters.dateFrom')}</label>
            <input
              id="library-from"
              type="date"
              value={values.dateFrom}
              max={values.dateTo || undefined}
              onChange={(event) => set('dateFrom', event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="library-to">{t('filters.dateTo')}</label>
            <input
              id="library-to"
              type="date"
              value={values.dateTo}
              min={values.dateFrom || undefined}
              onChange={(event) => set('dateTo', event.target.value)}
            />
          </div>
          <FilterSelect
            id="library-sort"
            label={t('filters.sort')}
            value={values.sort}
            options={(Object.keys(sortOptions) as SortOption[]).map((option) => ({
              value: option,
              label: t(`sort.${option}`),
            }))}
            onChange={(sort) => set('sort', sort)}
          />
        </div>
        {popularTags.length > 0 ? (
          <div className="tag-filter" role="group" aria-labelledby="library-tags-label">
            <span id="library-tags-label" className="field-label">
              {t('filters.tags')}
            </span>
            <ul className="tag-list">
              {popularTags.map(({ tag, count }) => (
                <li key={tag}>
                  <button
                    type="button"
                    className="tag-toggle"
                    aria-pressed={values.tags.includes(tag)}
                    onClick={() => toggleTag(tag)}
                  >
                    {tag}
                    <span className="tag-count" aria-hidden="true">
                      {count}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {hasFilters(values) || search ? (
        <div>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              onSearch('');
              onChange({ ...noFilters, sort: values.sort });
            }}
          >
            {t('filters.clear')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
