import { api, type Envelope } from '../../app/api';
import type { ContentLanguage, Strategy } from '../../../../domain/content/content.types';
import type { Quiz } from '../quizzes/quizzes.api';

export type SourceType = 'text' | 'pdf' | 'url';
export type ProcessingStatus = 'processing' | 'completed' | 'failed';

/** A library card (GET /content/library): everything but the full text. */
export interface LibraryItem {
  id: string;
  title: string;
  sourceType: SourceType;
  preview: string;
  wordCount: number;
  characterCount: number;
  language: ContentLanguage | null;
  languageConfidence: number | null;
  tags: string[];
  sourceMetadata: { fileName?: string | null; url?: string | null; title?: string | null; siteName?: string | null };
  status: ProcessingStatus;
  usageCount: number;
  createdAt: string;
  updatedAt: string;
  lastUsedAt: string | null;
}

export interface LibraryPage {
  content: LibraryItem[];
  hasMore: boolean;
}

/** The library filter (spec §3), without the paging: the infinite query adds limit and offset. */
export interface LibraryFilter {
  search?: string;
  sourceType?: SourceType;
  tags?: string[];
  language?: ContentLanguage;
  dateFrom?: string;
  dateTo?: string;
  sortBy?: 'created_at' | 'usage_count' | 'word_count';
  sortOrder?: 'asc' | 'desc';
  /** 12 on the library page, 50 on the selection step (spec §7). */
  limit: number;
}

export interface LibraryStats {
  stats: { totalSources: number; totalWords: number; recentCount: number; sourcesByType: Record<string, number> };
  popularTags: { tag: string; count: number }[];
}

export interface StrategyOption {
  value: Strategy;
  icon: string;
  recommended: boolean;
}

export type GenerationStage =
  'queued' | 'extracting' | 'analysing' | 'selecting' | 'generating' | 'saving' | 'done' | 'failed';

export interface GenerationProgress {
  stage: GenerationStage;
  made: number;
  requested: number;
  percent: number;
  updatedAt: string;
}

export interface GenerationResult {
  quiz: Quiz;
  questionsGenerated: number;
  savedToLibrary: boolean;
  savedContentId: string | null;
  sourceMetadata: {
    fileName: string | null;
    title: string | null;
    url: string | null;
    type: SourceType | 'library';
    wordCount: number;
    detectedLanguage: ContentLanguage;
    languageConfidence: number;
  };
  /** Notes from the generator, translated by their code (`errors` namespace) with the English text as fallback. */
  notes: { code: string; params: Record<string, string | number>; text: string }[];
  /** Who made the questions; `offlineQuestionNumbers`: those the offline generator made when the model could not. */
  generator: {
    name: string;
    model: string | null;
    sourceLanguage: ContentLanguage;
    targetLanguage: ContentLanguage;
    offlineQuestions?: number;
    offlineQuestionNumbers?: number[];
  };
}

/** The settings every generation call sends (spec §3, generation request). */
export interface GenerationSettings {
  title: string;
  numQuestions: number;
  difficulty: 'easy' | 'medium' | 'hard';
  timeLimit: number;
  contentStrategy: Strategy;
  /** Left out, the server uses the profile's language. */
  targetLanguage?: ContentLanguage;
  category?: string;
  saveToLibrary: boolean;
}

/** What to generate from; `generationId` is the client's id for the progress calls. */
export type GenerationRequest = { generationId: string; settings: GenerationSettings } & (
  | { kind: 'text'; content: string }
  | { kind: 'pdf'; file: File }
  | { kind: 'url'; url: string }
  | { kind: 'library'; sourceIds: string[] }
);

const LIBRARY_LIST = { type: 'Library', id: 'LIST' } as const;
/** A generation makes a quiz, may save a source and uses the month's AI questions. */
const afterGeneration = [
  { type: 'Quiz', id: 'LIST' },
  LIBRARY_LIST,
  'LibraryStats',
  'DashboardStats',
  'Usage',
] as const;
const afterLibraryChange = [LIBRARY_LIST, 'LibraryStats', 'DashboardStats'] as const;

const libraryUrl = (filter: LibraryFilter, offset: number) => {
  const params = new URLSearchParams();
  const { tags, limit, ...rest } = filter;
  for (const [name, value] of Object.entries(rest)) if (value) params.set(name, String(value));
  for (const tag of tags ?? []) params.append('tags', tag);
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return `/content/library?${params.toString()}`;
};

/**
 * The call of each source kind: JSON, or multipart for a PDF (the settings as text fields, then the file; the
 * browser sets the multipart content type). Library sources are not saved again, so they send no saveToLibrary.
 */
const generationRequest = (request: GenerationRequest) => {
  const { saveToLibrary: _notForLibrary, ...settings } = request.settings;
  switch (request.kind) {
    case 'text':
      return { url: '/content/generate-quiz', body: { ...request.settings, content: request.content } };
    case 'url':
      return { url: '/content/generate-quiz-url', body: { ...request.settings, url: request.url } };
    case 'library':
      return { url: '/content/combine-sources', body: { ...settings, sourceIds: request.sourceIds } };
    case 'pdf': {
      const body = new FormData();
      for (const [name, value] of Object.entries(request.settings))
        if (value !== undefined && value !== '') body.append(name, String(value));
      body.append('file', request.file);
      return { url: '/content/generate-quiz-pdf', body };
    }
    default: {
      const unexpected: never = request;
      throw new Error(`unknown source ${String(unexpected)}`);
    }
  }
};

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStrategies: build.query<StrategyOption[], void>({
      query: () => '/content/strategies',
      transformResponse: (answer: Envelope<StrategyOption[]>) => answer.data,
    }),
    getLibrary: build.infiniteQuery<LibraryPage, LibraryFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last, _pages, offset) => (last.hasMore ? offset + last.content.length : undefined),
      },
      query: ({ queryArg, pageParam }) => libraryUrl(queryArg, pageParam),
      transformResponse: (answer: Envelope<LibraryPage>) => answer.data,
      providesTags: [LIBRARY_LIST],
    }),
    getLibraryItem: build.query<LibraryItem & { processedContent: string }, string>({
      query: (id) => `/content/library/${encodeURIComponent(id)}`,
      transformResponse: (answer: Envelope<{ content: LibraryItem & { processedContent: string } }>) =>
        answer.data.content,
      providesTags: (_item, _error, id) => [{ type: 'Library', id }],
    }),
    getLibraryStats: build.query<LibraryStats, void>({
      query: () => '/content/library-stats',
      transformResponse: (answer: Envelope<LibraryStats>) => answer.data,
      providesTags: ['LibraryStats'],
    }),
    updateContent: build.mutation<LibraryItem, { id: string; title: string; tags: string[] }>({
      query: ({ id, ...body }) => ({ url: `/content/library/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: (answer: Envelope<{ content: LibraryItem }>) => answer.data.content,
      invalidatesTags: (_item, _error, { id }) => [{ type: 'Library', id }, ...afterLibraryChange],
    }),
    deleteContent: build.mutation<void, string>({
      query: (id) => ({ url: `/content/library/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [...afterLibraryChange],
    }),
    saveContent: build.mutation<LibraryItem, { title: string; content: string; tags: string[] }>({
      query: (body) => ({ url: '/content/save', method: 'POST', body }),
      transformResponse: (answer: Envelope<{ content: LibraryItem }>) => answer.data.content,
      invalidatesTags: [...afterLibraryChange],
    }),
    generateQuiz: build.mutation<GenerationResult, GenerationRequest>({
      query: (request) => {
        const { url, body } = generationRequest(request);
        return { url, method: 'POST', body, headers: { 'X-Generation-Id': request.generationId } };
      },
      transformResponse: (answer: Envelope<GenerationResult>) => answer.data,
      invalidatesTags: [...afterGeneration],
    }),
    /** The real stage of a generation under way; 404 until the server has seen its id. */
    getGenerationProgress: build.query<GenerationProgress, string>({
      query: (id) => `/content/generation-progress/${encodeURIComponent(id)}`,
      transformResponse: (answer: Envelope<GenerationProgress>) => answer.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetStrategiesQuery,
  useGetLibraryInfiniteQuery,
  useGetLibraryItemQuery,
  useGetLibraryStatsQuery,
  useUpdateContentMutation,
  useDeleteContentMutation,
  useSaveContentMutation,
  useGenerateQuizMutation,
  useGetGenerationProgressQuery,
} = contentApi;
