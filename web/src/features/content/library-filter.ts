import type { ContentLanguage } from '../../../../domain/content/content.types';
import type { LibraryFilter, SourceType } from '../../shared/content/content.api';

/** Spec §9's sort options, as the library call's sortBy and sortOrder. */
export const sortOptions = {
  newest: { sortBy: 'created_at', sortOrder: 'desc' },
  oldest: { sortBy: 'created_at', sortOrder: 'asc' },
  mostUsed: { sortBy: 'usage_count', sortOrder: 'desc' },
  leastUsed: { sortBy: 'usage_count', sortOrder: 'asc' },
  longest: { sortBy: 'word_count', sortOrder: 'desc' },
  shortest: { sortBy: 'word_count', sortOrder: 'asc' },
} as const satisfies Record<string, Pick<LibraryFilter, 'sortBy' | 'sortOrder'>>;

export type SortOption = keyof typeof sortOptions;

/** What the filters of the library page hold: dates as the date inputs give them (yyyy-mm-dd). */
export interface LibraryFilterValues {
  sourceType: SourceType | '';
  tags: string[];
  language: ContentLanguage | '';
  dateFrom: string;
  dateTo: string;
  sort: SortOption;
}

export const noFilters: LibraryFilterValues = {
  sourceType: '',
  tags: [],
  language: '',
  dateFrom: '',
  dateTo: '',
  sort: 'newest',
};

export const hasFilters = (values: LibraryFilterValues) =>
  Boolean(values.sourceType || values.tags.length || values.language || values.dateFrom || values.dateTo);

/** A date input's day as an instant in the reader's time zone: its first or its last millisecond. */
const dayEdge = (day: string, edge: 'start' | 'end') => {
  const time = new Date(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}`);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
};

/** The library call's filter for the page's values, the search and a page size. */
export const toLibraryFilter = (values: LibraryFilterValues, search: string, limit: number): LibraryFilter => ({
  limit,
  ...sortOptions[values.sort],
  ...(search ? { search } : {}),
  ...(values.sourceType ? { sourceType: values.sourceType } : {}),
  ...(values.tags.length ? { tags: values.tags } : {}),
  ...(values.language ? { language: values.language } : {}),
  ...(values.dateFrom ? { dateFrom: dayEdge(values.dateFrom, 'start') } : {}),
  ...(values.dateTo ? { dateTo: dayEdge(values.dateTo, 'end') } : {}),
});
