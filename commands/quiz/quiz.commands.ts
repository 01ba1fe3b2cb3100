/**
 * Quiz use cases: create, update, delete, duplicate, import. Plan limits, fresh ids and the time are resolved here
 * and passed into the decider; images must be ones the author uploaded.
 */
import { randomUUID } from 'node:crypto';
import type { Plan, PlanLimits } from '../../domain/plans/plans';
import { planOf } from '../../domain/plans/plans';
import type { CommandMetadata } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/errors';
import type { PlanAllowance, QuizDraft, QuizOrigin } from '../../domain/quiz/quiz.decider';
import { quizDecider } from '../../domain/quiz/quiz.decider';
import type { QuizBody } from '../../domain/quiz/quiz.schemas';
import { difficultyOf } from '../../domain/quiz/quiz.schemas';
import { foldStream, handleCommand } from '../handle-command';
import type { ImageCommands } from '../image/image.commands';
import type { AccountReader, Clock, EventStore } from '../ports';
import { reserveQuota } from '../quota';
import { invalidFields } from '../../domain/shared/errors';

export const quizStream = (quizId: string) => `quiz-${quizId}`;

export const toDraft = (body: QuizBody): QuizDraft => ({
  title: body.title,
  description: body.description ?? null,
  tags: body.tags,
  settings: {
    timeLimit: body.settings.timeLimit,
    showCorrectAnswer: body.settings.showCorrectAnswer,
    randomizeOrder: body.settings.randomizeOrder,
  },
  questions: body.questions.map((q) => ({
    ...(q.id ? { id: q.id } : {}),
    text: q.text,
    options: q.options,
    correctAnswer: q.correctAnswer,
    difficulty: difficultyOf(q.difficulty),
    explanation: q.explanation ?? null,
    imageUrl: q.imageUrl ?? null,
    imageAltText: q.imageUrl ? (q.imageAltText ?? null) : null,
  })),
});

export interface QuizCommandDeps {
  eventStore: EventStore;
  clock: Clock;
  accounts: AccountReader;
  images: Pick<ImageCommands, 'ownsImage'>;
  limits: Record<Plan, PlanLimits>;
}

type Actor = Omit<CommandMetadata, 'now'> & { actor: string };

export const quizCommands = ({ eventStore, clock, accounts, images, limits }: QuizCommandDeps) => {
  const metadata = (ctx: Actor): CommandMetadata => ({ ...ctx, now: clock.now().toISOString() });
  const newIds = (draft: QuizDraft) => draft.questions.map(() => randomUUID());

  const allowance = async (userId: string): Promise<PlanAllowance> => {
    const plan = planOf(await accounts.planOf(userId));
    return { plan, quizzesPerMonth: limits[plan].quizzes, questionsPerQuiz: limits[plan].questionsPerQuiz };
  };

  /** Every image of the draft must be one its author uploaded; otherwise the question number is named. */
  const assertOwnImages = async (ownerId: string, draft: QuizDraft) => {
    for (const [index, q] of draft.questions.entries())
      if (q.imageUrl && !(await images.ownsImage(ownerId, q.imageUrl)))
        throw invalidFields([
          { field: `questions.${index}.imageUrl`, code: 'quiz.imageUrlInvalid', params: { question: index + 1 } },
        ]);
  };

  const loadOwned = async (ownerId: string, quizId: string) => {
    const state = foldStream(quizDecider, await eventStore.read(quizStream(quizId)));
    if (state.status !== 'active' || state.ownerId !== ownerId)
      throw DomainError.notFound('quiz.notFound', 'Quiz Not Found');
    return state;
  };

  const create = async (draft: QuizDraft, origin: QuizOrigin, aiGenerated: boolean, ctx: Actor) => {
    const ownerId = ctx.actor;
    await assertOwnImages(ownerId, draft);
    const quizId = randomUUID();
    const now = clock.now();
    const allowed = await allowance(ownerId);
    // The quizzes-a-month limit is held exactly by the quota stream, also when creations race.
    const release = await reserveQuota(
      { eventStore, clock },
      { userId: ownerId, kind: 'quizzes', amount: 1, limit: allowed.quizzesPerMonth, plan: allowed.plan },
      ctx,
    );
    const result = await handleCommand(eventStore, quizStream(quizId), quizDecider, {
      type: 'CreateQuiz',
      data: {
        quizId,
        ownerId,
        draft,
        origin,
        aiGenerated,
        allowance: allowed,
        // Counted by the quota reservation above, which is exact; the decider sees none used before this one.
        quizzesThisMonth: 0,
        newIds: newIds(draft),
      },
      metadata: { ...ctx, now: now.toISOString() },
    }).catch(async (error: unknown) => {
      await release(1);
      throw error;
    });
    // The quiz exists: its slot is counted for good (were this to fail, the reservation expires instead).
    await release(0).catch(() => undefined);
    return { quizId, position: result.position };
  };

  return {
    create: (body: QuizBody, ctx: Actor) => create(toDraft(body), { kind: 'manual' }, false, ctx),

    /** A quiz made by a generator: AI-generated, with the provenance of every question in its first event. */
    createGenerated: (draft: QuizDraft, origin: Extract<QuizOrigin, { kind: 'generated' }>, ctx: Actor) =>
      create(draft, origin, true, ctx),

    update: async (quizId: string, body: QuizBody, ctx: Actor) => {
      const draft = toDraft(body);
      // Ownership is the decider's rule (anyone else: quiz.notFound); images must be the author's own uploads.
      await assertOwnImages(ctx.actor, draft);
      const result = await handleCommand(eventStore, quizStream(quizId), quizDecider, {
        type: 'UpdateQuiz',
        data: { actorId: ctx.actor, draft, allowance: await allowance(ctx.actor), newIds: newIds(draft) },
        metadata: metadata(ctx),
      });
      return { quizId, position: result.position };
    },

    remove: async (quizId: string, ctx: Actor) => {
      const result = await handleCommand(eventStore, quizStream(quizId), quizDecider, {
        type: 'DeleteQuiz',
        data: { actorId: ctx.actor },
        metadata: metadata(ctx),
      });
      return { position: result.position };
    },

    duplicate: async (quizId: string, title: string | undefined, ctx: Actor) => {
      const source = await loadOwned(ctx.actor, quizId);
      const { content } = source;
      const draft: QuizDraft = {
        ...content,
        title: title?.trim() || `${content.title} (copy)`,
        questions: content.questions.map((q) => ({ ...q, id: undefined })),
      };
      return create(draft, { kind: 'duplicate', fromQuizId: quizId }, content.settings.aiGenerated, ctx);
    },

    /** Imports our export format; images that are not the importer's own uploads are dropped and counted. */
    importQuiz: async (body: QuizBody, ctx: Actor) => {
      const draft = toDraft(body);
      let droppedImages = 0;
      for (const q of draft.questions)
        if (q.imageUrl && !(await images.ownsImage(ctx.actor, q.imageUrl))) {
          q.imageUrl = null;
          q.imageAltText = null;
          droppedImages++;
        }
      draft.questions.forEach((q) => delete q.id);
      return { ...(await create(draft, { kind: 'import' }, false, ctx)), droppedImages };
    },
  };
};

export type QuizCommands = ReturnType<typeof quizCommands>;
