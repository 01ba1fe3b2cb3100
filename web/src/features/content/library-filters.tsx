import { useTranslation } from 'react-i18next';
import { languageOptions } from '../../shared/i18n/languages';
import { searchIcon } from '../../shared/ui/icons';
import type { LibraryStats, SourceType } from './content.api';
import { hasFilters, noFilters, sortOptions, type LibraryFilterValues, type SortOption } from './library-filter';

interface LibraryFiltersProps {
  search: string;
  onSearch: (text: string) => void;
  values: LibraryFilterValues;
  onChange: (values: LibraryFilterValues) => void;
  popularTags: LibraryStats['popularTags'];
}

const sourceTypes: SourceType[] = ['text', 'pdf', 'url'];

/**
 * Search, source type, content language, date range, sort, and the popular tags as toggle buttons (several at
 * once: a source must have every chosen tag).
 */
export function LibraryFilters({ search, onSearch, values, onChange, popularTags }: LibraryFiltersProps) {
  const { t } = useTranslation('content');
  const set = <K extends keyof LibraryFilterValues>(name: K, value: LibraryFilterValues[K]) =>
    onChange({ ...values, [name]: value });
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
      <div className="filter-row">
        <div className="field">
          <label htmlFor="library-type">{t('filters.type')}</label>
          <select
            id="library-type"
            value={values.sourceType}
            onChange={(event) => set('sourceType', event.target.value as LibraryFilterValues['sourceType'])}
          >
            <option value="">{t('filters.allTypes')}</option>
            {sourceTypes.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="library-language">{t('filters.language')}</label>
          <select
            id="library-language"
            value={values.language}
            onChange={(event) => set('language', event.target.value as LibraryFilterValues['language'])}
          >
            <option value="">{t('filters.allLanguages')}</option>
            {languageOptions.map((option) => (
              <option key={option.code} value={option.code}>
                {t(`languages.${option.code}`)}
              </option>
            ))}
          </select>
        </div>
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
        <div className="field">
          <label htmlFor="library-sort">{t('filters.sort')}</label>
          <select
            id="library-sort"
            value={values.sort}
            onChange={(event) => set('sort', event.target.value as SortOption)}
          >
            {(Object.keys(sortOptions) as SortOption[]).map((option) => (
              <option key={option} value={option}>
                {t(`sort.${option}`)}
              </option>
            ))}
          </select>
        </div>
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
