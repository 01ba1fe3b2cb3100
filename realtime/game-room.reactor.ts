/**
 * Fan-out: every stored batch of game events reaches the rooms that may see it, after it is stored, whoever caused
 * it (a socket, a REST call, the server's timer). Per question the rooms hear the question, a one-second tick
 * carrying the aggregate answer count, the reveal and the leaderboard; the host hears each batch of answers; each
 * player hears their own acknowledgement and result. Never one room-wide message per answer.
 *
 * Driven by the log: the batches come from the game sessions, which hear this instance's own appends at once (the
 * early wake) and every other writer's (another app instance, the CLI) through the event store subscription. So
 * each instance serves its own sockets (`io.local`: never a broadcast through a cross-instance adapter, which would
 * reach every player once per instance), and any number of instances can serve the players of one game.
 */
import type { Server } from 'socket.io';
import type { Committed } from '../commands/game/game-sessions';
import type { GameCommands } from '../commands/game/game.commands';
import type { Clock } from '../commands/ports';
import type { GameEvent, LiveGame } from '../domain/game/game.decider';
import { activeParticipants } from '../domain/game/game.decider';
import { leaderboardOf, questionForPlayers, ranksOf, revealOf, timerOf } from '../domain/game/game.views';
import type { ClientToServerEvents, ServerEvent, ServerPayloads, ServerToClientEvents, SocketData } from './contract';
import { rooms } from './contract';
import { createRoomFanout } from './room-fanout';

const COUNT_EVERY_MS = 500;

type Io = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export const createGameRoomReactor = (io: Io, games: GameCommands, clock: Clock) => {
  const ticks = new Map<string, NodeJS.Timeout>();
  /** Answers acknowledged to the socket that sent them: that socket needs no second notice. */
  const acknowledged = new Map<string, string>();
  /** When each player's socket was handed the game's current question: their time runs from then. */
  const sentAt = new Map<string, { questionIndex: number; at: Map<string, number> }>();
  const fanout = createRoomFanout(io);

  /** The host's sockets, with the payload typed by event. */
  const host = (gameId: string) => ({
    emit: <E extends ServerEvent>(event: E, payload: ServerPayloads[E]) =>
      (io.local.to(rooms.host(gameId)).emit as (e: E, p: ServerPayloads[E]) => boolean)(event, payload),
  });
  /** Every player of the game, through the game's ordered, sliced fan-out. */
  const players = (gameId: string) => ({
    emit: <E extends ServerEvent>(event: E, payload: ServerPayloads[E], coalesce?: string) =>
      fanout.send(rooms.players(gameId), { event, payload: payload as unknown as Record<string, unknown>, coalesce }),
  });
  const everyone = (gameId: string) => ({
    emit: <E extends ServerEvent>(event: E, payload: ServerPayloads[E], coalesce?: string) => {
      host(gameId).emit(event, payload);
      players(gameId).emit(event, payload, coalesce);
    },
  });

  /**
   * Players see how many have joined, not who: one throttled room message at most every COUNT_EVERY_MS with the
   * latest count, instead of one per join (which would be quadratic in a lobby of thousands).
   */
  const countTimers = new Map<string, NodeJS.Timeout>();
  const tellPlayersTheCount = (game: LiveGame) => {
    if (countTimers.has(game.gameId)) return;
    const timer = setTimeout(() => {
      countTimers.delete(game.gameId);
      players(game.gameId).emit('participant_connected', { participantsCount: game.activeCount }, 'count');
    }, COUNT_EVERY_MS);
    timer.unref();
    countTimers.set(game.gameId, timer);
  };

  const stopTick = (gameId: string) => {
    clearInterval(ticks.get(gameId));
    ticks.delete(gameId);
  };

  const startTick = (game: LiveGame) => {
    stopTick(game.gameId);
    const timer = setInterval(() => {
      const t = timerOf(game, clock.now());
      if (t.opensIn > 0) return;
      if (!t.active) return stopTick(game.gameId);
      everyone(game.gameId).emit('timer_tick', { ...t, answeredCount: game.question?.answerCount ?? 0 }, 'tick');
    }, 1000);
    timer.unref();
    ticks.set(game.gameId, timer);
  };

  /** The timer as a pause or resume left it (from the event, so a batch holding both reports each). */
  const clockAt = (game: LiveGame, remainingMs: number, running: boolean) => {
    const now = clock.now().getTime();
    return {
      ...timerOf(game, clock.now()),
      remainingMs,
      remainingTime: Math.ceil(remainingMs / 1000),
      active: running && remainingMs > 0,
      paused: !running,
      endsAt: new Date(now + remainingMs).toISOString(),
    };
  };

  const onEvent = (game: LiveGame, event: GameEvent, answers: Extract<GameEvent, { type: 'AnswerSubmitted' }>[]) => {
    const { gameId } = game;
    const count = game.activeCount;
    switch (event.type) {
      case 'ParticipantJoined': {
        const { participantId, name, joinedAt } = event.data;
        host(gameId).emit('participant_connected', { participantId, name, joinedAt, participantsCount: count });
        tellPlayersTheCount(game);
        return;
      }
      case 'ParticipantLeft':
      case 'ParticipantKicked': {
        const p = game.participants.get(event.data.participantId);
        const reason = event.type === 'ParticipantKicked' ? 'kicked' : 'left';
        if (reason === 'kicked') {
          const own = rooms.participant(event.data.participantId);
          io.local.to(own).emit('participant_left', {
            participantId: event.data.participantId,
            reason,
            code: 'game.kicked',
            message: 'The host removed you from this game',
          });
          io.local.in(own).socketsLeave([rooms.players(gameId), own]);
        }
        host(gameId).emit('participant_left', {
          participantId: event.data.participantId,
          name: p?.name,
          reason,
          participantsCount: count,
        });
        players(gameId).emit('participant_left', { name: p?.name, reason, participantsCount: count });
        return;
      }
      case 'GameStarted':
        everyone(gameId).emit('game_started', {
          gameId,
          startedAt: event.data.startedAt,
          questionsCount: game.quiz.questions.length,
        });
        return;
      case 'QuestionStarted': {
        const { questionIndex, startedAt } = event.data;
        const question = questionForPlayers(game, questionIndex);
        const timer = timerOf(game, clock.now());
        const opensInMs = Math.max(0, Date.parse(startedAt) - clock.now().getTime());
        const { correctAnswer, explanation } = game.quiz.questions[questionIndex]!;
        host(gameId).emit('question_changed', {
          ...question,
          startedAt,
          endsAt: timer.endsAt,
          opensInMs,
          correctAnswer,
          explanation,
        });
        const handed = new Map<string, number>();
        sentAt.set(gameId, { questionIndex, at: handed });
        fanout.send(rooms.players(gameId), {
          event: 'question_changed',
          payload: { ...question, startedAt, endsAt: timer.endsAt, opensInMs },
          onSent: (socket, at) => {
            const participantId = (socket.data as SocketData).players?.[gameId];
            if (participantId) handed.set(participantId, at);
          },
        });
        everyone(gameId).emit('timer_started', timer);
        startTick(game);
        return;
      }
      case 'AnswerSubmitted':
        answers.push(event);
        return;
      case 'AnswerRevealed': {
        const { questionIndex, by } = event.data;
        stopTick(gameId);
        if (by === 'timer') everyone(gameId).emit('timer_completed', { questionIndex });
        everyone(gameId).emit('answer_revealed', revealOf(game, questionIndex));
        const ranks = ranksOf(game);
        const results = new Map(
          activeParticipants(game).map((p) => {
            const a = p.answers.get(questionIndex);
            return [
              p.id,
              {
                questionIndex,
                answered: Boolean(a),
                selectedOption: a?.answer ?? null,
                isCorrect: a?.correct ?? false,
                points: a?.points ?? 0,
                totalScore: p.score,
                timeSpent: a ? a.timeSpentMs / 1000 : null,
                rank: ranks.get(p.id) ?? null,
              },
            ];
          }),
        );
        fanout.send(rooms.players(gameId), {
          event: 'answer_result',
          payload: (socket) => results.get((socket.data as SocketData).players?.[gameId] ?? '') ?? null,
        });
        host(gameId).emit('leaderboard_updated', {
          questionIndex,
          leaderboard: leaderboardOf(game, { limit: 10, withIds: true }),
          participantsCount: count,
        });
        players(gameId).emit('leaderboard_updated', {
          questionIndex,
          leaderboard: leaderboardOf(game, { limit: 10 }),
          participantsCount: count,
        });
        return;
      }
      case 'QuestionPaused':
        // The clock stands still: no ticks; everyone hears the time left, which a resume starts from again.
        stopTick(gameId);
        everyone(gameId).emit('timer_paused', clockAt(game, event.data.remainingMs, false));
        return;
      case 'QuestionResumed':
        everyone(gameId).emit('timer_resumed', clockAt(game, event.data.remainingMs, true));
        startTick(game);
        return;
      case 'QuestionSkipped':
        // The next question (or the end) follows in the same batch; a skipped question is never revealed.
        stopTick(gameId);
        return;
      case 'GameEnded':
        stopTick(gameId);
        sentAt.delete(gameId);
        everyone(gameId).emit('game_ended', { gameId, endedAt: event.data.endedAt });
        return;
      case 'LobbyExpired':
        stopTick(gameId);
        sentAt.delete(gameId);
        everyone(gameId).emit('game_ended', { gameId, endedAt: event.data.expiredAt, reason: 'expired' });
        return;
      default:
        return;
    }
  };

  const onCommitted = ({ game, events }: Committed) => {
    const answers: Extract<GameEvent, { type: 'AnswerSubmitted' }>[] = [];
    for (const event of events) onEvent(game, event, answers);
    if (answers.length === 0) return;
    for (const { data } of answers) {
      const ackedTo = acknowledged.get(data.requestId);
      acknowledged.delete(data.requestId);
      const room = io.local.to(rooms.participant(data.participantId));
      (ackedTo ? room.except(ackedTo) : room).emit('answer_submitted', {
        questionIndex: data.questionIndex,
        answer: data.answer,
        requestId: data.requestId,
      });
    }
    host(game.gameId).emit('answer_submitted', {
      questionIndex: answers[0]!.data.questionIndex,
      answers: answers.map(({ data }) => ({
        participantId: data.participantId,
        name: game.participants.get(data.participantId)?.name ?? '',
        answer: data.answer,
        isCorrect: data.correct,
        timeSpent: data.timeSpentMs / 1000,
      })),
      answeredCount: game.question?.answerCount ?? 0,
    });
  };

  const unsubscribe = games.subscribe(onCommitted);

  return {
    /** The socket `socketId` gets an acknowledgement for this request, so it needs no `answer_submitted`. */
    acknowledgedBy: (requestId: string, socketId: string) => {
      acknowledged.set(requestId, socketId);
    },
    /** The request was answered without storing an answer (refused, or a repeat): nothing is left to skip. */
    forgetAcknowledgement: (requestId: string, socketId: string) => {
      if (acknowledged.get(requestId) === socketId) acknowledged.delete(requestId);
    },
    /** When the question was handed to this player's socket: their time runs from then. */
    receivedAt: (gameId: string, participantId: string, questionIndex: number) => {
      const sent = sentAt.get(gameId);
      const at = sent?.questionIndex === questionIndex ? sent.at.get(participantId) : undefined;
      return at === undefined ? null : new Date(at).toISOString();
    },
    /** Restarts the tick of a running question nobody is ticking yet (a game resumed after a restart). */
    ensureTick: (game: LiveGame) => {
      const t = timerOf(game, clock.now());
      if (!ticks.has(game.gameId) && (t.active || t.opensIn > 0)) startTick(game);
    },
    close: () => {
      unsubscribe();
      for (const gameId of [...ticks.keys()]) stopTick(gameId);
      for (const timer of countTimers.values()) clearTimeout(timer);
      fanout.close();
    },
  };
};

export type GameRoomReactor = ReturnType<typeof createGameRoomReactor>;
