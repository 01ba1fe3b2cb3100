/**
 * Quiz generation: extract → analyse (normalise, check, detect language, chunk, select passages by strategy: on a
 * worker thread, see SourceAnalyzer) → reserve the AI quota → generate → validate → record (the library source,
 * its use, and the quiz with every question's provenance, so a replay never calls a generator again) → settle the
 * reservation with the questions the quiz holds. Plan limits are checked before any slow work.
 */
import { randomUUID } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { SourceMetadata, SourceType } from '../../domain/content/content.decider';
import { contentDecider } from '../../domain/content/content.decider';
import type { ContentLanguage, Difficulty, Strategy } from '../../domain/content/content.types';
import { CONTENT_LANGUAGES } from '../../domain/content/content.types';
import type { SourceAnalysis } from '../../domain/content/source-analysis';
import { MIN_TEXT_WORDS } from '../../domain/content/source-analysis';
import type { Plan, PlanFeatures, PlanLimits } from '../../domain/plans/plans';
import { planOf, withinLimit } from '../../domain/plans/plans';
import type { QuizDraft } from '../../domain/quiz/quiz.decider';
import type { CommandMetadata } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import { foldStream, handleCommand } from '../handle-command';
import type {
  AccountReader,
  Clock,
  EventStore,
  PdfExtractor,
  QuestionGenerator,
  SourceAnalyzer,
  UrlExtractor,
} from '../ports';
import type { QuizCommands } from '../quiz/quiz.commands';
import { reserveQuota } from '../quota';
import type { GenerationProgressRegistry, GenerationStage } from './generation-progress';
import { defaultPlanFeatures, planFeatureError, planLimitError } from '../../domain/plans/plans';

export { MIN_TEXT_WORDS };
export const contentStream = (contentId: string) => `content-${contentId}`;

export interface GenerationSettings {
  title: string;
  numQuestions: number;
  difficulty: Difficulty;
  timeLimit: number;
  saveToLibrary: boolean;
  contentStrategy: Strategy;
  sourceLanguage?: ContentLanguage | null;
  targetLanguage?: ContentLanguage | null;
  category?: string | null;
}

export type GenerationSource =
  | { kind: 'text'; text: string }
  | { kind: 'pdf'; bytes: Uint8Array; fileName: string }
  /** An uploaded PDF spooled to a temporary file (the upload route): the parser reads it from disk. */
  | { kind: 'pdf'; path: string; fileName: string }
  | { kind: 'url'; url: string }
  | { kind: 'library'; contentIds: string[] };

export interface GenerationDeps {
  eventStore: EventStore;
  clock: Clock;
  accounts: AccountReader;
  limits: Record<Plan, PlanLimits>;
  /** What each plan includes (AI generation, PDF and web-page sources); the defaults when omitted. */
  features?: Record<Plan, PlanFeatures>;
  generator: QuestionGenerator;
  pdf: PdfExtractor;
  url: UrlExtractor;
  quizzes: Pick<QuizCommands, 'createGenerated'>;
  progress: GenerationProgressRegistry;
  /** Normalising, checking, chunking and picking passages: a worker thread in the server. */
  analyzer: SourceAnalyzer;
}

type Actor = Omit<CommandMetadata, 'now'> & { actor: string };

interface Source {
  type: SourceType | 'library';
  title: string | null;
  contentIds: string[];
  analysis: SourceAnalysis;
  metadata: SourceMetadata & { wordCount: number };
}

const isLanguage = (value: unknown): value is ContentLanguage => CONTENT_LANGUAGES.includes(value as ContentLanguage);

/** A generator's own failure (rate limit, timeout, malformed answer) as a domain error the edges can answer. */
const asGeneratorFailure = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !code.startsWith('ai.')) return error;
  const message = (error as Error).message;
  if (code === 'ai.rateLimited')
    return DomainError.rateLimited(code, message, {
      retryAfterSeconds: (error as { retryAfterSeconds?: number }).retryAfterSeconds ?? 60,
    });
  return DomainError.unavailable(code, message);
};

/** Keywords a saved source gets (its automatic tags, after the host's category). */
const KEYWORDS = 5;
/** POST /api/content/test-ai may call a paid provider: a few calls a minute per account. */
const GENERATOR_TESTS_PER_MINUTE = 5;

export const generationCommands = (deps: GenerationDeps) => {
  const { eventStore, clock, accounts, limits, generator, analyzer } = deps;
  const meta = (ctx: Actor): CommandMetadata => ({ ...ctx, now: clock.now().toISOString() });
  const generatorTests = new RateLimiterMemory({ points: GENERATOR_TESTS_PER_MINUTE, duration: 60 });

  /** Reads a source and has it analysed off the event loop: its checked text, language and picked passages. */
  const readSource = async (
    ownerId: string,
    source: GenerationSource,
    settings: GenerationSettings,
  ): Promise<Source> => {
    const wanted = {
      questions: settings.numQuestions,
      strategy: settings.contentStrategy,
      sourceLanguage: settings.sourceLanguage ?? null,
    };
    if (source.kind === 'library') {
      const items = [];
      for (const contentId of [...new Set(source.contentIds)]) {
        const item = foldStream(contentDecider, await eventStore.read(contentStream(contentId)));
        if (item.status === 'none' || item.status === 'deleted' || item.ownerId !== ownerId)
          throw DomainError.notFound('content.notFound', 'Content not found');
        items.push(item);
      }
      const analysis = await analyzer.analyse({
        ...wanted,
        sources: items.map((item) => ({ text: item.text, sourceId: item.contentId, language: item.language })),
        raw: false,
        keywords: 0,
      });
      const title = items.map((i) => i.title).join(' + ');
      return {
        type: 'library',
        title,
        contentIds: items.map((i) => i.contentId),
        analysis,
        metadata: { title, wordCount: analysis.wordCount },
      };
    }
    const extracted =
      source.kind === 'text'
        ? { text: source.text, title: null, metadata: {} }
        : source.kind === 'pdf'
          ? 'path' in source
            ? await deps.pdf.extractFile(source.path, source.fileName)
            : await deps.pdf.extract(source.bytes, source.fileName)
          : await deps.url.extract(source.url);
    const analysis = await analyzer.analyse({
      ...wanted,
      sources: [{ text: extracted.text, sourceId: null }],
      raw: true,
      keywords: settings.saveToLibrary ? KEYWORDS : 0,
    });
    const metadata: Source['metadata'] = {
      title: extracted.title,
      wordCount: analysis.wordCount,
      ...(source.kind === 'pdf'
        ? { fileName: source.fileName, pages: (extracted.metadata.pages as number) ?? null }
        : {}),
      ...(source.kind === 'url'
        ? {
            url: (extracted.metadata.url as string) ?? source.url,
            siteName: (extracted.metadata.siteName as string) ?? null,
          }
        : {}),
    };
    return { type: source.kind, title: extracted.title, contentIds: [], analysis, metadata };
  };

  const checkPlan = async (ownerId: string, count: number, kind: GenerationSource['kind']) => {
    const plan = planOf(await accounts.planOf(ownerId));
    const features = deps.features ?? defaultPlanFeatures;
    const needed = [
      'aiGeneration' as const,
      ...(kind === 'pdf' ? (['pdfUpload'] as const) : kind === 'url' ? (['urlExtraction'] as const) : []),
    ];
    for (const feature of needed) if (!features[plan][feature]) throw planFeatureError(feature, plan, features);
    const { questionsPerQuiz, quizzes } = limits[plan];
    if (!withinLimit(questionsPerQuiz, 0, count)) throw planLimitError('questionsPerQuiz', plan, questionsPerQuiz);
    if (!withinLimit(quizzes, await accounts.quizzesCreatedThisMonth(ownerId, clock.now())))
      throw planLimitError('quizzes', plan, quizzes);
    return plan;
  };

  const contentAdded = (
    contentId: string,
    ownerId: string,
    input: { title: string; type: SourceType; analysis: SourceAnalysis; metadata: SourceMetadata },
  ) => ({
    contentId,
    ownerId,
    title: input.title,
    sourceType: input.type,
    processedContent: input.analysis.text,
    wordCount: input.analysis.wordCount,
    characterCount: input.analysis.characterCount,
    sourceMetadata: input.metadata,
  });

  /** Saves an analysed source to the library: added, then processed (language, keywords after the host's tags). */
  const saveContent = async (
    ownerId: string,
    input: { title: string; type: SourceType; analysis: SourceAnalysis; metadata: SourceMetadata; tags: string[] },
    ctx: Actor,
  ) => {
    const contentId = randomUUID();
    const stream = contentStream(contentId);
    const { keywords, detected } = input.analysis;
    await handleCommand(eventStore, stream, contentDecider, {
      type: 'AddContent',
      data: contentAdded(contentId, ownerId, input),
      metadata: meta(ctx),
    });
    const tags = [...new Set([...input.tags.map((t) => t.trim().toLowerCase()).filter(Boolean), ...keywords])];
    const result = await handleCommand(eventStore, stream, contentDecider, {
      type: 'RecordProcessing',
      data: { language: detected.language, languageConfidence: detected.confidence, keywords: tags.slice(0, 10) },
      metadata: meta(ctx),
    });
    return { contentId, position: result.position };
  };

  const recordUse = (ownerId: string, contentId: string, quizId: string, ctx: Actor) =>
    handleCommand(eventStore, contentStream(contentId), contentDecider, {
      type: 'RecordUse',
      data: { actorId: ownerId, quizId },
      metadata: meta(ctx),
    });

  /** Generates from the picked passages and records the quiz; answers how many questions it holds. */
  const generateAndRecord = async (
    read: Source,
    settings: GenerationSettings,
    languages: { sourceLanguage: ContentLanguage; targetLanguage: ContentLanguage },
    ctx: Actor,
    report: (stage: GenerationStage, made?: number) => void,
  ) => {
    const ownerId = ctx.actor;
    let generated;
    try {
      report('generating');
      generated = await generator.generate({
        passages: read.analysis.passages,
        count: settings.numQuestions,
        difficulty: settings.difficulty,
        ...languages,
        seed: Date.now() % 2_147_483_647,
        title: settings.title,
        onProgress: (n) => report('generating', n),
      });
    } catch (error) {
      throw asGeneratorFailure(error);
    }
    const made = generated.questions.length;
    if (made === 0) throw DomainError.validation('content.noQuestions', messageOf('content.noQuestions'));

    report('saving', made);
    let savedContentId: string | null = null;
    if (settings.saveToLibrary && read.type !== 'library')
      savedContentId = (
        await saveContent(
          ownerId,
          {
            title: read.title || settings.title,
            type: read.type,
            analysis: read.analysis,
            metadata: read.metadata,
            tags: settings.category ? [settings.category] : [],
          },
          ctx,
        )
      ).contentId;
    const sourceIds = savedContentId ? [savedContentId] : read.contentIds;
    const draft: QuizDraft = {
      title: settings.title,
      description: settings.category ?? null,
      tags: settings.category ? [settings.category] : [],
      settings: { timeLimit: settings.timeLimit, showCorrectAnswer: true, randomizeOrder: false },
      questions: generated.questions.map((q) => ({
        text: q.text,
        options: q.options,
        correctAnswer: q.correctAnswer,
        explanation: q.explanation,
        difficulty: q.difficulty,
        imageUrl: null,
        imageAltText: null,
      })),
    };
    const { quizId, position } = await deps.quizzes.createGenerated(
      draft,
      {
        kind: 'generated',
        generator: generated.generator,
        model: generated.model,
        promptVersion: generated.promptVersion,
        strategy: settings.contentStrategy,
        sourceType: read.type,
        sourceIds,
        provenance: generated.questions.map((q) => ({
          ...q.provenance,
          sourceId: q.provenance.sourceId ?? savedContentId,
          // Who made it: the offline generator when it ran alone or completed a model's answer, else the model.
          source: q.provenance.source ?? (generated.generator === 'local' ? 'offline' : 'model'),
        })),
      },
      ctx,
    );
    return { quizId, position, made, generated, savedContentId, sourceIds };
  };

  return {
    generate: async (
      source: GenerationSource,
      settings: GenerationSettings,
      ctx: Actor,
      progressId: string | null = null,
    ) => {
      const ownerId = ctx.actor;
      const report = (stage: GenerationStage, made = 0) =>
        deps.progress.report(progressId, ownerId, stage, made, settings.numQuestions);
      try {
        const plan = await checkPlan(ownerId, settings.numQuestions, source.kind);
        report('extracting');
        const pending = readSource(ownerId, source, settings);
        report('analysing');
        const read = await pending;
        const { detected } = read.analysis;
        const sourceLanguage = settings.sourceLanguage ?? detected.language;
        const profileLanguage = await accounts.languageOf(ownerId);
        const targetLanguage = settings.targetLanguage ?? (isLanguage(profileLanguage) ? profileLanguage : 'en');
        report('selecting');
        const settle = await reserveQuota(
          { eventStore, clock },
          {
            userId: ownerId,
            kind: 'aiQuestions',
            amount: settings.numQuestions,
            limit: limits[plan].aiQuestions,
            plan,
          },
          ctx,
        );
        let made = 0;
        let result;
        try {
          result = await generateAndRecord(read, settings, { sourceLanguage, targetLanguage }, ctx, report);
          made = result.made;
        } finally {
          // Counted: the questions of the quiz that was recorded, nothing else. Should this fail, the reservation
          // expires instead of holding quota for good.
          await settle(settings.numQuestions - made).catch(() => undefined);
        }
        const { quizId, position, generated, savedContentId, sourceIds } = result;
        let last = position;
        for (const contentId of sourceIds) last = (await recordUse(ownerId, contentId, quizId, ctx)).position ?? last;
        report('done', made);
        return {
          quizId,
          position: last,
          questionsGenerated: made,
          savedToLibrary: savedContentId !== null,
          savedContentId,
          notes: generated.notes,
          sourceMetadata: {
            fileName: read.metadata.fileName ?? null,
            title: read.metadata.title ?? null,
            url: read.metadata.url ?? null,
            type: read.type,
            wordCount: read.metadata.wordCount,
            detectedLanguage: detected.language,
            languageConfidence: detected.confidence,
          },
          generator: {
            name: generated.generator,
            model: generated.model,
            sourceLanguage,
            targetLanguage,
            offlineQuestions: generated.offlineQuestions ?? 0,
            offlineQuestionNumbers: generated.offlineQuestionNumbers ?? [],
          },
        };
      } catch (error) {
        report('failed');
        throw error;
      }
    },

    /** POST /api/content/save: a source into the library without generating. */
    save: async (input: { title: string; text: string; tags: string[] }, ctx: Actor) => {
      const analysis = await analyzer.analyse({
        sources: [{ text: input.text, sourceId: null }],
        raw: true,
        questions: 0,
        strategy: 'hybrid',
        keywords: KEYWORDS,
      });
      return saveContent(
        ctx.actor,
        { title: input.title, type: 'text', analysis, metadata: {}, tags: input.tags },
        ctx,
      );
    },

    edit: async (contentId: string, input: { title?: string; tags?: string[] }, ctx: Actor) =>
      handleCommand(eventStore, contentStream(contentId), contentDecider, {
        type: 'EditContent',
        data: { actorId: ctx.actor, ...input },
        metadata: meta(ctx),
      }),

    remove: async (contentId: string, ctx: Actor) =>
      handleCommand(eventStore, contentStream(contentId), contentDecider, {
        type: 'DeleteContent',
        data: { actorId: ctx.actor },
        metadata: meta(ctx),
      }),

    /** Does the generator answer? A few times a minute per account (it may call a paid provider). */
    testGenerator: async (ctx: Actor) => {
      try {
        await generatorTests.consume(ctx.actor);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw DomainError.rateLimited('http.rateLimited', messageOf('http.rateLimited'), {
          retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        });
      }
      return generator.test();
    },
    generatorName: () => ({ name: generator.name, model: generator.model }),
  };
};

export type GenerationCommands = ReturnType<typeof generationCommands>;
