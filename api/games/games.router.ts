import { Router } from 'express';
import type { Request } from 'express';
import { z } from 'zod';
import { hostStateOf, participantStateOf, timerOf } from '../../domain/game/game.views';
import { NAME_MAX } from '../../domain/game/game.decider';
import { DomainError } from '../../domain/shared/errors';
import { RESULTS_PAGE_DEFAULT } from '../../projections/games/games.queries';
import type { ApiContext } from '../context';
import { currentUser, optionalAuth, requestContext, requireAuth } from '../middleware/auth';
import { idParam, parse } from '../middleware/validate';
import { resultsExportRouter } from './results-export.router';

const gameNotFound = () => DomainError.notFound('game.notFound', 'Game not found');
const participantId = z.uuid({ error: 'game.participantNotFound' });
const createBody = z.object({
  quizId: z.uuid({ error: 'quiz.notFound' }),
  settings: z
    .object({
      maxParticipants: z
        .number({ error: 'game.maxParticipantsInvalid' })
        .int({ error: 'game.maxParticipantsInvalid' })
        .min(1, { error: 'game.maxParticipantsInvalid' })
        .max(100_000, { error: 'game.maxParticipantsInvalid' })
        .optional(),
      allowLateJoin: z.boolean({ error: 'validation.failed' }).optional(),
    })
    .default({}),
});
const joinBody = z.object({
  pin: z
    .string({ error: 'game.pinInvalid' })
    .trim()
    .toUpperCase()
    .regex(/^\d{6}$/, { error: 'game.pinInvalid' }),
  playerName: z.string({ error: 'game.nameInvalid' }).trim().max(NAME_MAX, { error: 'game.nameInvalid' }).optional(),
  /** The id the web app keeps on this device: a removed guest's device stays out of that game. */
  deviceId: z
    .string({ error: 'validation.failed' })
    .regex(/^[\w-]{8,100}$/, { error: 'validation.failed' })
    .optional(),
});
/** The participant token a join answered: proof that the caller is that player (the host knows every id). */
const participantToken = z.string({ error: 'game.participantTokenInvalid' }).max(200).optional();
const answerBody = z.object({
  participantId,
  questionIndex: z.number({ error: 'validation.failed' }).int().min(0),
  answer: z
    .number({ error: 'game.answerInvalid' })
    .int({ error: 'game.answerInvalid' })
    .min(0, { error: 'game.answerInvalid' }),
  timeSpent: z.number().optional(),
  requestId: z.string({ error: 'validation.failed' }).min(8).max(100),
  participantToken,
});
const participantQuery = z.object({ participantId: participantId.optional() });
/** Leaderboard rows a results call answers at most: the host pages through a big game. */
const LEADERBOARD_PAGE_MAX = 100;
const pageNumber = z.coerce.number({ error: 'validation.failed' }).int({ error: 'validation.failed' });
const resultsQuery = z.object({
  participantId: participantId.optional(),
  page: pageNumber.min(1, { error: 'validation.failed' }).max(1_000_000, { error: 'validation.failed' }).default(1),
  limit: pageNumber
    .min(1, { error: 'validation.failed' })
    .max(LEADERBOARD_PAGE_MAX, { error: 'validation.failed' })
    .default(RESULTS_PAGE_DEFAULT),
});
const participantBody = z.object({ participantId, socketId: z.string().max(100).optional(), participantToken });
/** The participant token from the `X-Participant-Token` header, else from the body. */
const tokenOf = (req: Request, fromBody: string | undefined) => req.get('x-participant-token') ?? fromBody;

export const gamesRouter = (ctx: ApiContext) => {
  const router = Router();
  const { games } = ctx.commands;
  const meta = (req: Request) => {
    const { actor, correlationId } = requestContext(req);
    return { actor: actor ?? `ip:${req.ip}`, correlationId };
  };
  const gameOf = async (req: Request) => games.game(idParam(req.params.id, gameNotFound));

  router.get('/dashboard-stats', requireAuth(ctx), async (req, res) => {
    const userId = currentUser(req)._id;
    const [stats, hosted] = await Promise.all([
      ctx.queries.dashboardStats.forUser(userId),
      ctx.queries.games.hostStats(userId),
    ]);
    res.json({ success: true, data: { ...stats, ...hosted } });
  });

  router.get('/my-games', requireAuth(ctx), async (req, res) => {
    res.json({ success: true, data: { games: await ctx.queries.games.hostedBy(currentUser(req)._id) } });
  });

  router.get('/participated', requireAuth(ctx), async (req, res) => {
    res.json({ success: true, data: { games: await ctx.queries.games.participatedBy(currentUser(req)._id) } });
  });

  router.post('/', requireAuth(ctx), async (req, res) => {
    const { quizId, settings } = parse(createBody, req.body);
    const {
      gameId,
      pin,
      settings: applied,
      position,
    } = await games.create(currentUser(req)._id, quizId, settings, meta(req));
    await ctx.runner.waitFor(position);
    res.status(201).json({ success: true, data: { game: { id: gameId, pin, settings: applied } } });
  });

  router.post('/join', optionalAuth(ctx), async (req, res) => {
    const { pin, playerName, deviceId } = parse(joinBody, req.body);
    const name = req.user?.username ?? playerName ?? '';
    const joined = await games.joinByPin(
      { pin, name, userId: req.user?._id ?? null, deviceId: deviceId ?? null, address: req.ip ?? '' },
      meta(req),
    );
    await ctx.runner.waitFor(joined.position);
    const { gameId, participantId: id, name: joinedAs, participantToken: token } = joined;
    res
      .status(201)
      .json({ success: true, data: { gameId, participantId: id, playerName: joinedAs, participantToken: token } });
  });

  router.get('/:id', optionalAuth(ctx), async (req, res) => {
    const game = await gameOf(req);
    const isHost = req.user?._id === game.hostId;
    const view = isHost ? hostStateOf(game, ctx.clock.now()) : participantStateOf(game, '', ctx.clock.now());
    const { participant: _participant, participantAnswers: _answers, ...shared } = view as Record<string, unknown>;
    res.json({ success: true, data: { game: { ...shared, status: game.status }, isHost } });
  });

  router.get('/:id/state', optionalAuth(ctx), async (req, res) => {
    const game = await gameOf(req);
    const { participantId: pid } = parse(participantQuery, req.query);
    if (pid) return void res.json({ success: true, data: participantStateOf(game, pid, ctx.clock.now()) });
    if (req.user?._id === game.hostId)
      return void res.json({ success: true, data: hostStateOf(game, ctx.clock.now()) });
    res.json({ success: true, data: participantStateOf(game, '', ctx.clock.now()) });
  });

  router.get('/:id/timer', async (req, res) => {
    res.json({ success: true, data: timerOf(await gameOf(req), ctx.clock.now()) });
  });

  const syncState = async (req: Request) => {
    const game = await gameOf(req);
    const { participantId: pid, participantToken: token } = parse(participantBody, req.body);
    if (!game.participants.has(pid))
      throw DomainError.notFound('game.participantNotFound', 'You are not a player of this game');
    games.requirePlayer(game.gameId, pid, tokenOf(req, token));
    return participantStateOf(game, pid, ctx.clock.now());
  };
  router.post('/:id/sync', async (req, res) => void res.json({ success: true, data: await syncState(req) }));
  router.post('/:id/reconnect', async (req, res) => void res.json({ success: true, data: await syncState(req) }));

  /**
   * The answer fallback when the socket is down: the same command, the same exactly-once rule. Only the player
   * may answer (participant token); a retry of an answer already recorded is answered as before.
   */
  router.post('/:id/answers', async (req, res) => {
    const game = await gameOf(req);
    const {
      participantId: pid,
      questionIndex,
      answer,
      requestId,
      participantToken: token,
    } = parse(answerBody, req.body);
    if (game.requests.get(requestId)?.participantId !== pid) games.requirePlayer(game.gameId, pid, tokenOf(req, token));
    const outcome = await games.run(
      game.gameId,
      'SubmitAnswer',
      { participantId: pid, questionIndex, answer, requestId },
      meta(req),
    );
    const recorded = outcome.game.participants.get(pid)?.answers.get(questionIndex);
    res
      .status(201)
      .json({ success: true, data: { questionIndex, answer: recorded?.answer ?? answer, requestId, accepted: true } });
  });

  router.use(resultsExportRouter(ctx));

  router.get('/:id/results', async (req, res) => {
    const id = idParam(req.params.id, gameNotFound);
    const { participantId: pid, page, limit } = parse(resultsQuery, req.query);
    res.json({ success: true, data: await ctx.queries.games.results(id, { participantId: pid, page, limit }) });
  });

  return router;
};
