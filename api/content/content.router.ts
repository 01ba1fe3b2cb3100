import { Router } from 'express';
import type { Request } from 'express';
import { z } from 'zod';
import type { GenerationSource } from '../../commands/content/generation.commands';
import { MIN_TEXT_WORDS } from '../../commands/content/generation.commands';
import {
  PDF_MAX_BYTES,
  combineSourcesBody,
  editContentPatch,
  generationSettings,
  libraryQuery,
  saveContentBody,
  textGenerationBody,
  urlGenerationBody,
} from '../../domain/content/content.schemas';
import { STRATEGY_OPTIONS } from '../../domain/content/strategies';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import { toQuiz } from '../../projections/quizzes/quizzes.queries';
import type { ApiContext } from '../context';
import { currentUser, requestContext, requireAuth } from '../middleware/auth';
import { readFileWithFields } from '../middleware/single-file';
import { idParam, parse } from '../middleware/validate';

const progressId = z.uuid();

export const contentRouter = (ctx: ApiContext) => {
  const router = Router();
  const { generation } = ctx.commands;
  router.use(requireAuth(ctx));

  const actor = (req: Request) => ({ ...requestContext(req), actor: currentUser(req)._id });
  const progressOf = (req: Request) => {
    const parsed = progressId.safeParse(req.get('x-generation-id'));
    return parsed.success ? parsed.data : null;
  };
  const contentNotFound = () => DomainError.notFound('content.notFound', 'Content not found');
  const ownedId = (req: Request) => idParam(req.params.id, contentNotFound);

  /** Runs a generation and answers the spec's generation result. */
  const generate = async (req: Request, source: GenerationSource, settings: z.output<typeof generationSettings>) => {
    const result = await generation.generate(source, settings, actor(req), progressOf(req));
    await ctx.runner.waitFor(result.position);
    const quiz = await ctx.queries.quizzes.ownedBy(result.quizId, currentUser(req)._id);
    return {
      success: true,
      data: {
        quiz: quiz && toQuiz(quiz),
        questionsGenerated: result.questionsGenerated,
        savedToLibrary: result.savedToLibrary,
        savedContentId: result.savedContentId,
        sourceMetadata: result.sourceMetadata,
        notes: result.notes,
        generator: result.generator,
      },
    };
  };

  /** A request that names no strategy gets the default of the settings in force (CONTENT_SELECTION_STRATEGY). */
  const withDefaultStrategy = (body: unknown) =>
    body && typeof body === 'object' && !Array.isArray(body) && !('contentStrategy' in body)
      ? { ...body, contentStrategy: ctx.admin.settings.live.value('CONTENT_SELECTION_STRATEGY') }
      : body;

  router.post('/generate-quiz', async (req, res) => {
    const { content, ...settings } = parse(textGenerationBody, withDefaultStrategy(req.body));
    res
      .status(201)
      .json(
        await generate(req, { kind: 'text', text: content }, { ...settings, saveToLibrary: settings.saveToLibrary }),
      );
  });

  router.post('/generate-quiz-url', async (req, res) => {
    const { url, ...settings } = parse(urlGenerationBody, withDefaultStrategy(req.body));
    res.status(201).json(await generate(req, { kind: 'url', url }, settings));
  });

  router.post('/generate-quiz-pdf', async (req, res) => {
    // The PDF streams to a temporary file (never whole in memory), read by the parser and removed afterwards.
    const { file, fields } = await readFileWithFields(
      req,
      { field: 'file', maxBytes: PDF_MAX_BYTES, tooLargeCode: 'content.pdfTooLarge' },
      ctx.commands.uploadSpool,
    );
    let answer;
    try {
      const settings = parse(generationSettings, withDefaultStrategy(fields));
      if (!file) throw DomainError.validation('content.fileRequired', messageOf('content.fileRequired'));
      answer = await generate(req, { kind: 'pdf', path: file.path, fileName: file.fileName }, settings);
    } finally {
      await file?.remove();
    }
    res.status(201).json(answer);
  });

  router.post('/combine-sources', async (req, res) => {
    const { sourceIds, ...settings } = parse(combineSourcesBody, withDefaultStrategy(req.body));
    res
      .status(201)
      .json(await generate(req, { kind: 'library', contentIds: sourceIds }, { ...settings, saveToLibrary: false }));
  });

  router.get('/generation-progress/:id', (req, res) => {
    const progressNotFound = () =>
      DomainError.notFound('content.progressNotFound', messageOf('content.progressNotFound'));
    const progress = ctx.commands.generationProgress.of(idParam(req.params.id, progressNotFound), currentUser(req)._id);
    if (!progress) throw progressNotFound();
    res.json({ success: true, data: progress });
  });

  router.get('/strategies', (_req, res) => {
    res.json({ success: true, data: STRATEGY_OPTIONS });
  });

  router.get('/supported-formats', (_req, res) => {
    res.json({
      success: true,
      data: {
        formats: [
          { type: 'text', minWords: MIN_TEXT_WORDS },
          { type: 'pdf', mimeTypes: ['application/pdf'], maxBytes: PDF_MAX_BYTES },
          {
            type: 'url',
            protocols: ['http', 'https'],
            note: 'Public websites with readable content; robots.txt is respected.',
          },
          { type: 'library', maxSources: 10 },
        ],
        languages: ['en', 'tr', 'de'],
      },
    });
  });

  // Signed-in users only (requireAuth above), a few calls a minute each.
  router.post('/test-ai', async (req, res) => {
    const result = await generation.testGenerator(actor(req));
    res.json({ success: true, data: { ...result, ...generation.generatorName() } });
  });

  router.post('/save', async (req, res) => {
    const { title, content, tags } = parse(saveContentBody, req.body);
    const { contentId: id, position } = await generation.save({ title, text: content, tags }, actor(req));
    await ctx.runner.waitFor(position);
    res.status(201).json({
      success: true,
      message: messageOf('content.saved'),
      data: { content: await ctx.queries.library.ownedBy(id, currentUser(req)._id) },
    });
  });

  router.get('/library', async (req, res) => {
    const q = parse(libraryQuery, req.query);
    const search = q.searchQuery ?? q.search;
    res.json({ success: true, data: await ctx.queries.library.list(currentUser(req)._id, { ...q, search }) });
  });

  router.get('/library-stats', async (req, res) => {
    res.json({ success: true, data: await ctx.queries.library.stats(currentUser(req)._id, ctx.clock.now()) });
  });

  router.get('/library/:id', async (req, res) => {
    const item = await ctx.queries.library.ownedBy(ownedId(req), currentUser(req)._id);
    if (!item) throw DomainError.notFound('content.notFound', 'Content not found');
    res.json({ success: true, data: { content: item } });
  });

  router.put('/library/:id', async (req, res) => {
    const id = ownedId(req);
    const { position } = await generation.edit(id, parse(editContentPatch, req.body), actor(req));
    await ctx.runner.waitFor(position);
    res.json({
      success: true,
      message: messageOf('content.updated'),
      data: { content: await ctx.queries.library.ownedBy(id, currentUser(req)._id) },
    });
  });

  router.delete('/library/:id', async (req, res) => {
    const { position } = await generation.remove(ownedId(req), actor(req));
    await ctx.runner.waitFor(position);
    res.json({ success: true, message: messageOf('content.deleted') });
  });

  return router;
};
