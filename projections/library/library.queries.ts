import type { Filter, ReadStore } from '../../commands/ports';
import type { LibraryDoc } from './library.projection';

export interface LibraryFilter {
  search?: string;
  sourceType?: LibraryDoc['sourceType'];
  tags?: string[];
  language?: string;
  dateFrom?: string;
  dateTo?: string;
  sortBy: 'created_at' | 'usage_count' | 'word_count';
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const sortField = { created_at: 'createdAt', usage_count: 'usageCount', word_count: 'wordCount' } as const;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WEEK_MS = 7 * 24 * 3600 * 1000;

/** A library card: everything but the full text (the detail call has it). */
const cardOf = ({ _id, _position, processedContent, ownerId, ...card }: LibraryDoc) => {
  void _position;
  void processedContent;
  void ownerId;
  return { id: _id, ...card };
};

export const libraryQueries = (readStore: ReadStore) => {
  const library = readStore.collection<LibraryDoc>('library');
  return {
    list: async (ownerId: string, f: LibraryFilter) => {
      const filter: Filter = { ownerId };
      if (f.search) {
        const pattern = { $regex: escapeRegex(f.search), $options: 'i' };
        filter.$or = [{ title: pattern }, { processedContent: pattern }];
      }
      if (f.sourceType) filter.sourceType = f.sourceType;
      if (f.tags?.length) filter.tags = { $all: f.tags };
      if (f.language) filter.language = f.language;
      if (f.dateFrom || f.dateTo) {
        // A date without a time means the whole day: from its first to its last moment (UTC).
        const to = f.dateTo && f.dateTo.length === 10 ? `${f.dateTo}T23:59:59.999Z` : f.dateTo;
        filter.createdAt = { ...(f.dateFrom ? { $gte: f.dateFrom } : {}), ...(to ? { $lte: to } : {}) };
      }
      const docs = await library.find(filter, {
        sort: { [sortField[f.sortBy]]: f.sortOrder === 'asc' ? 1 : -1, _id: 1 },
        skip: f.offset,
        limit: f.limit + 1,
      });
      return { content: docs.slice(0, f.limit).map(cardOf), hasMore: docs.length > f.limit };
    },

    /** A source of this owner with its full text, or null (another user's source does not exist for them). */
    ownedBy: async (contentId: string, ownerId: string) => {
      const doc = await library.findOne({ _id: contentId });
      return doc && doc.ownerId === ownerId ? { ...cardOf(doc), processedContent: doc.processedContent } : null;
    },

    stats: async (ownerId: string, now: Date) => {
      const docs = await library.find(
        { ownerId },
        { projection: { sourceType: 1, wordCount: 1, tags: 1, createdAt: 1 } },
      );
      const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
      const sourcesByType: Record<string, number> = {};
      const tagCounts = new Map<string, number>();
      for (const d of docs) {
        sourcesByType[d.sourceType] = (sourcesByType[d.sourceType] ?? 0) + 1;
        for (const tag of d.tags ?? []) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
      }
      return {
        stats: {
          totalSources: docs.length,
          totalWords: docs.reduce((n, d) => n + (d.wordCount ?? 0), 0),
          recentCount: docs.filter((d) => d.createdAt >= weekAgo).length,
          sourcesByType,
        },
        popularTags: [...tagCounts.entries()]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, 5)
          .map(([tag, count]) => ({ tag, count })),
      };
    },
  };
};
