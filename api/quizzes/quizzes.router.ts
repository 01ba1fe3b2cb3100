import { Router } from 'express';
import type { Request } from 'express';
import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../../domain/image/image.decider';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import { QUIZ_EXPORT_FORMAT, quizBody, quizExport } from '../../domain/quiz/quiz.schemas';
import { toQuiz } from '../../projections/quizzes/quizzes.queries';
import type { ApiContext } from '../context';
import { currentUser, requestContext, requireAuth } from '../middleware/auth';
import { readSingleFile } from '../middleware/single-file';
import { idParam, parse } from '../middleware/validate';

const duplicateBody = z.strictObject({ title: z.string().trim().max(200).optional() });

export const quizzesRouter = (ctx: ApiContext) => {
  const router = Router();
  const { quizzes: commands, images } = ctx.commands;
  router.use(requireAuth(ctx));

  const actor = (req: Request) => ({ ...requestContext(req), actor: currentUser(req)._id });

  /** The signed-in user's quiz named by the path, or 404 (also for another user's quiz). */
  const quizNotFound = () => DomainError.notFound('quiz.notFound', 'Quiz Not Found');
  const owned = async (req: Request, id: unknown = req.params.id) => {
    const doc = await ctx.queries.quizzes.ownedBy(idParam(id, quizNotFound), currentUser(req)._id);
    if (!doc) throw quizNotFound();
    return doc;
  };

  const answerWith = async (req: Request, id: string, position: number | null) => {
    await ctx.runner.waitFor(position);
    return toQuiz(await owned(req, id));
  };

  router.get('/', async (req, res) => {
    res.json({ success: true, data: { quizzes: await ctx.queries.quizzes.listByOwner(currentUser(req)._id) } });
  });

  router.post('/', async (req, res) => {
    const { quizId: id, position } = await commands.create(parse(quizBody, req.body), actor(req));
    res.status(201).json({ success: true, data: { quiz: await answerWith(req, id, position) } });
  });

  router.post('/import', async (req, res) => {
    const { quiz } = parse(quizExport, req.body);
    const { quizId: id, position, droppedImages } = await commands.importQuiz(parse(quizBody, quiz), actor(req));
    res.status(201).json({ success: true, data: { quiz: await answerWith(req, id, position), droppedImages } });
  });

  router.post('/upload-question-image', async (req, res) => {
    const { imageUrl, position } = await readSingleFile(
      req,
      { field: 'image', maxBytes: IMAGE_MAX_BYTES, tooLargeCode: 'upload.imageTooLarge' },
      (file) =>
        images.upload(currentUser(req)._id, file, { actor: currentUser(req)._id, correlationId: String(req.id) }),
    );
    await ctx.runner.waitFor(position);
    res.status(201).json({ success: true, data: { imageUrl } });
  });

  router.get('/:id', async (req, res) => {
    res.json({ success: true, data: { quiz: toQuiz(await owned(req)) } });
  });

  router.put('/:id', async (req, res) => {
    const id = (await owned(req))._id;
    const { position } = await commands.update(id, parse(quizBody, req.body), actor(req));
    res.json({
      success: true,
      message: messageOf('quiz.updated'),
      data: { quiz: await answerWith(req, id, position) },
    });
  });

  router.delete('/:id', async (req, res) => {
    const { position } = await commands.remove((await owned(req))._id, actor(req));
    await ctx.runner.waitFor(position);
    res.json({ success: true, message: messageOf('quiz.deleted') });
  });

  router.post('/:id/duplicate', async (req, res) => {
    const { title } = parse(duplicateBody, req.body);
    const { quizId: id, position } = await commands.duplicate((await owned(req))._id, title, actor(req));
    res.status(201).json({ success: true, data: { quiz: await answerWith(req, id, position) } });
  });

  router.get('/:id/export', async (req, res) => {
    const { title, description, questions, settings, tags } = await owned(req);
    const file = `${
      title
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase() || 'quiz'
    }.quizstream.json`;
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="quiz.quizstream.json"; filename*=UTF-8''${encodeURIComponent(file)}`,
    );
    res.json({
      format: QUIZ_EXPORT_FORMAT,
      version: 1,
      exportedAt: ctx.clock.now().toISOString(),
      quiz: {
        title,
        description,
        questions: questions.map(({ id: _id, ...question }) => question),
        settings: {
          timeLimit: settings.timeLimit,
          showCorrectAnswer: settings.showCorrectAnswer,
          randomizeOrder: settings.randomizeOrder,
        },
        tags,
      },
    });
  });

  return router;
};
