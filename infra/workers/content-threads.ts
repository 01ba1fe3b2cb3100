/**
 * The content pipeline's CPU work on worker threads: a SourceAnalyzer and the offline QuestionGenerator, sharing
 * one pool. Results are the same as on the main thread (the same pure functions run there); only the event loop
 * stays free while a 500,000-character source is taken apart. A full queue answers 503 `content.busy` with
 * Retry-After.
 */
import type { QuestionGenerator, SourceAnalyzer } from '../../commands/ports';
import { ExtractionError } from '../../commands/ports';
import type { GenerationRequest, GenerationResult } from '../../domain/content/content.types';
import type { SourceAnalysis, SourceAnalysisRequest } from '../../domain/content/source-analysis';
import type { DomainErrorKind } from '../../domain/shared/errors';
import type { Article, ArticleReader } from '../extract/url-extractor';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import type { SerialisedError } from './worker-pool';
import { createWorkerPool } from './worker-pool';

export interface ContentThreadsOptions {
  /** Threads; default 1. */
  threads?: number;
  /** Tasks that may wait for a thread; default 32. */
  maxQueue?: number;
  /** Longest a web page may take to be read (the thread is ended past it); default 20 s. */
  articleTimeoutMs?: number;
}

const revive = (error: SerialisedError): Error => {
  if (error.name === 'DomainError' && error.kind && error.code)
    return new DomainError(error.kind as DomainErrorKind, error.code, error.message, error.details, error.params);
  return Object.assign(new Error(error.message), { name: error.name, ...(error.code ? { code: error.code } : {}) });
};

export const createContentThreads = ({
  threads = 1,
  maxQueue = 32,
  articleTimeoutMs = 20_000,
}: ContentThreadsOptions = {}) => {
  const pool = createWorkerPool({
    entry: new URL('./content.worker.ts', import.meta.url),
    size: threads,
    maxQueue,
    busy: () => DomainError.unavailable('content.busy', messageOf('content.busy'), { retryAfterSeconds: 5 }),
    revive,
  });

  const analyzer: SourceAnalyzer = {
    analyse: (request: SourceAnalysisRequest) => pool.run<SourceAnalysis>('analyse', request),
  };

  /** The offline generator on a thread; `onProgress` hears each question as it is made. */
  const localGenerator = (base: QuestionGenerator): QuestionGenerator => ({
    name: base.name,
    model: base.model,
    test: () => base.test(),
    generate: ({ onProgress, signal, ...request }: GenerationRequest) =>
      pool.run<GenerationResult>('generate', request, {
        signal,
        onEvent: (event) => {
          const { made, requested } = event as { made: number; requested: number };
          onProgress?.(made, requested);
        },
      }),
  });

  /** Finds the article of a fetched page on a thread; a page that takes too long is "too large to read". */
  const articleReader: ArticleReader = (page) =>
    pool.run<Article | null>('readArticle', page, {
      transfer: [page.body],
      timeout: {
        ms: articleTimeoutMs,
        error: () => new ExtractionError('content.pageTooLarge', 'This page is too large to read', 'tooLarge'),
      },
    });

  return { analyzer, localGenerator, articleReader, load: pool.load, close: pool.close };
};

export type ContentThreads = ReturnType<typeof createContentThreads>;
