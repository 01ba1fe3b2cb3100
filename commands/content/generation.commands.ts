/**
 * Quiz generation: extract → normalise → detect language → chunk → select passages by strategy → reserve the AI
 * quota → generate → validate → record (the library source, its use, and the quiz with every question's
 * provenance, so a replay never calls a generator again). Plan limits are checked before any slow work.
 */
import { randomUUID } from 'node:crypto';
import { chunkText } from '../../domain/content/chunking';
import type { SourceMetadata, SourceType } from '../../domain/content/content.decider';
import { contentDecider } from '../../domain/content/content.decider';
import type { ContentLanguage, Difficulty, Passage, Strategy } from '../../domain/content/content.types';
import { CONTENT_LANGUAGES } from '../../domain/content/content.types';
import { extractKeywords } from '../../domain/content/keywords';
import { detectLanguage } from '../../domain/content/language';
import { countCharacters, countWords, normalizeText } from '../../domain/content/normalize';
import { passagesNeeded, selectPassages } from '../../domain/content/strategies';
import type { Plan, PlanLimits } from '../../domain/plans/plans';
import { planOf, withinLimit } from '../../domain/plans/plans';
import type { QuizDraft } from '../../domain/quiz/quiz.decider';
import type { CommandMetadata } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import { foldStream, handleCommand } from '../handle-command';
import type { AccountReader, Clock, EventStore, PdfExtractor, QuestionGenerator, UrlExtractor } from '../ports';
import type { QuizCommands } from '../quiz/quiz.commands';
import { reserveQuota } from '../quota';
import type { GenerationProgressRegistry } from './generation-progress';
import { planLimitError } from '../../domain/plans/plans';

export const MIN_TEXT_WORDS = 50;
export const contentStream = (contentId: string) => `content-${contentId}`;
export const quotaStream = (userId: string, now: Date) =>
  `quota-${userId}-${now.toISOString().slice(0, 7).replace('-', '')}`;

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
  generator: QuestionGenerator;
  pdf: PdfExtractor;
  url: UrlExtractor;
  quizzes: Pick<QuizCommands, 'createGenerated'>;
  progress: GenerationProgressRegistry;
}

type Actor = Omit<CommandMetadata, 'now'> & { actor: string };

interface Source {
  type: SourceType | 'library';
  text: string;
  title: string | null;
  passages: Passage[];
  contentIds: string[];
  metadata: SourceMetadata & { wordCount: number };
}

const isLanguage = (value: unknown): value is ContentLanguage => CONTENT_LANGUAGES.includes(value as ContentLanguage);

/** A source's text, normalised; at least MIN_TEXT_WORDS words (spec §5). */
const sourceText = (raw: string) => {
  const text = normalizeText(raw);
  const wordCount = countWords(text);
  if (wordCount < MIN_TEXT_WORDS)
    throw DomainError.validation(
      'content.textTooShort',
      messageOf('content.textTooShort', { min: MIN_TEXT_WORDS }),
      undefined,
      {
        min: MIN_TEXT_WORDS,
      },
    );
  return { text, wordCount };
};

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

export const generationCommands = (deps: GenerationDeps) => {
  const { eventStore, clock, accounts, limits, generator } = deps;
  const meta = (ctx: Actor): CommandMetadata => ({ ...ctx, now: clock.now().toISOString() });

  const readSource = async (ownerId: string, source: GenerationSource): Promise<Source> => {
    if (source.kind === 'library') {
      const items = [];
      for (const contentId of [...new Set(source.contentIds)]) {
        const item = foldStream(contentDecider, await eventStore.read(contentStream(contentId)));
        if (item.status === 'none' || item.status === 'deleted' || item.ownerId !== ownerId)
          throw DomainError.notFound('content.notFound', 'Content not found');
        items.push(item);
      }
      const passages = items.flatMap((item) =>
        chunkText(item.text, { sourceId: item.contentId, language: item.language ?? 'en' }),
      );
      const text = items.map((item) => item.text).join('\n\n');
      return {
        type: 'library',
        text,
        title: items.map((i) => i.title).join(' + '),
        passages: passages.map((p, index) => ({ ...p, index })),
        contentIds: items.map((i) => i.contentId),
        metadata: { title: items.map((i) => i.title).join(' + '), wordCount: countWords(text) },
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
    const { text, wordCount } = sourceText(extracted.text);
    const metadata: Source['metadata'] = {
      title: extracted.title,
      wordCount,
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
    return {
      type: source.kind,
      text,
      title: extracted.title,
      passages: chunkText(text, { sourceId: null }),
      contentIds: [],
      metadata,
    };
  };

  const checkPlan = async (ownerId: string, count: number) => {
    const plan = planOf(await accounts.planOf(ownerId));
    const { questionsPerQuiz, quizzes } = limits[plan];
    if (!withinLimit(questionsPerQuiz, 0, count)) throw planLimitError('questionsPerQuiz', plan, questionsPerQuiz);
    if (!withinLimit(quizzes, await accounts.quizzesCreatedThisMonth(ownerId, clock.now())))
      throw planLimitError('quizzes', plan, quizzes);
    return plan;
  };

  /** Saves a source to the library: added, then processed (language, keywords plus the host's category). */
  const saveContent = async (
    ownerId: string,
    input: { title: string; type: SourceType; text: string; metadata: SourceMetadata; tags: string[] },
    ctx: Actor,
  ) => {
    const contentId = randomUUID();
    const stream = contentStream(contentId);
    await handleCommand(eventStore, stream, contentDecider, {
      type: 'AddContent',
      data: {
        contentId,
        ownerId,
        title: input.title,
        sourceType: input.type,
        processedContent: input.text,
        wordCount: countWords(input.text),
        characterCount: countCharacters(input.text),
        sourceMetadata: input.metadata,
      },
      metadata: meta(ctx),
    });
    try {
      const { language, confidence } = detectLanguage(input.text);
      const keywords = [
        ...new Set([
          ...input.tags.map((t) => t.trim().toLowerCase()).filter(Boolean),
          ...extractKeywords(input.text, language, 5),
        ]),
      ].slice(0, 10);
      const result = await handleCommand(eventStore, stream, contentDecider, {
        type: 'RecordProcessing',
        data: { language, languageConfidence: confidence, keywords },
        metadata: meta(ctx),
      });
      return { contentId, position: result.position };
    } catch (error) {
      const result = await handleCommand(eventStore, stream, contentDecider, {
        type: 'RecordProcessingFailure',
        data: { reason: error instanceof Error ? error.message : String(error) },
        metadata: meta(ctx),
      });
      return { contentId, position: result.position };
    }
  };

  const recordUse = (ownerId: string, contentId: string, quizId: string, ctx: Actor) =>
    handleCommand(eventStore, contentStream(contentId), contentDecider, {
      type: 'RecordUse',
      data: { actorId: ownerId, quizId },
      metadata: meta(ctx),
    });

  return {
    generate: async (
      source: GenerationSource,
      settings: GenerationSettings,
      ctx: Actor,
      progressId: string | null = null,
    ) => {
      const ownerId = ctx.actor;
      const report = (stage: Parameters<GenerationProgressRegistry['report']>[2], made = 0) =>
        deps.progress.report(progressId, ownerId, stage, made, settings.numQuestions);
      try {
        const plan = await checkPlan(ownerId, settings.numQuestions);
        report('extracting');
        const read = await readSource(ownerId, source);
        report('analysing');
        const detected = detectLanguage(read.text);
        const sourceLanguage = settings.sourceLanguage ?? detected.language;
        const profileLanguage = await accounts.languageOf(ownerId);
        const targetLanguage = settings.targetLanguage ?? (isLanguage(profileLanguage) ? profileLanguage : 'en');
        report('selecting');
        const wanted = passagesNeeded(settings.numQuestions, read.passages.length);
        const passages = selectPassages(read.passages, settings.contentStrategy, wanted, sourceLanguage);

        const release = await reserveQuota(
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
        let generated;
        try {
          report('generating');
          generated = await generator.generate({
            passages,
            count: settings.numQuestions,
            difficulty: settings.difficulty,
            sourceLanguage,
            targetLanguage,
            seed: Date.now() % 2_147_483_647,
            title: settings.title,
            onProgress: (n) => report('generating', n),
          });
          made = generated.questions.length;
        } catch (error) {
          throw asGeneratorFailure(error);
        } finally {
          await release(settings.numQuestions - made);
        }
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
                text: read.text,
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
            })),
          },
          ctx,
        );
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
          generator: { name: generated.generator, model: generated.model, sourceLanguage, targetLanguage },
        };
      } catch (error) {
        report('failed');
        throw error;
      }
    },

    /** POST /api/content/save: a source into the library without generating. */
    save: async (input: { title: string; text: string; tags: string[] }, ctx: Actor) => {
      const { text } = sourceText(input.text);
      return saveContent(ctx.actor, { title: input.title, type: 'text', text, metadata: {}, tags: input.tags }, ctx);
    },

    edit: async (contentId: string, input: { title: string; tags: string[] }, ctx: Actor) =>
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

    testGenerator: () => generator.test(),
    generatorName: () => ({ name: generator.name, model: generator.model }),
  };
};

export type GenerationCommands = ReturnType<typeof generationCommands>;
