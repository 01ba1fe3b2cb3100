/**
 * Live game sessions: one writer per game. Each game that is being played lives in memory as the fold of its
 * stream, with a serialized command queue. Commands that arrive while an append is in flight are decided together
 * and appended as one batch (group commit), so a burst of answers costs one write. Listeners hear about events only
 * after they are stored. The server is the clock: a question reveals itself when its time runs out, whoever is
 * connected, and a restarted server reloads its running games and resumes their timers.
 */
import { randomUUID } from 'node:crypto';
import type { GameCommand, GameEvent, LiveGame } from '../../domain/game/game.decider';
import { decideGame, evolveGame, gameDecider } from '../../domain/game/game.decider';
import { DomainError } from '../../domain/shared/errors';
import { foldStream } from '../handle-command';
import type { Clock, EventMetadata, EventStore } from '../ports';
import { EVENT_SIZE_LIMITS, eventSize } from '../ports';

export const gameStream = (gameId: string) => `game-${gameId}`;

/** At most this many commands are decided into one append... */
const MAX_BATCH = 2000;
/** ...and no more once their events reach this size: one more command's events keep the append under its limit. */
const BATCH_BYTES = EVENT_SIZE_LIMITS.appendBytes / 2;
/** Ended games stay in memory this long for late readers, then are dropped (they can always be reloaded). */
const EVICT_ENDED_MS = 10 * 60_000;

export interface Committed {
  gameId: string;
  events: GameEvent[];
  game: LiveGame;
  /** Global log position of the last event, for read-your-writes. */
  position: number;
}

export interface Outcome {
  events: GameEvent[];
  game: LiveGame;
  position: number | null;
}

interface Pending {
  command: GameCommand;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}

interface Session {
  gameId: string;
  game: LiveGame;
  revision: number;
  pending: Pending[];
  busy: boolean;
  revealTimer: NodeJS.Timeout | null;
  evictTimer: NodeJS.Timeout | null;
}

export interface GameSessionsDeps {
  eventStore: EventStore;
  clock: Clock;
  /** Called after every append, in order, once per batch. */
  onCommitted: (committed: Committed) => void;
  log?: (obj: object, msg: string) => void;
}

export const createGameSessions = ({ eventStore, clock, onCommitted, log = () => {} }: GameSessionsDeps) => {
  const sessions = new Map<string, Session>();
  const loading = new Map<string, Promise<Session>>();
  let closed = false;

  const read = async (gameId: string) => {
    const recorded = await eventStore.read(gameStream(gameId));
    const game = foldStream(gameDecider, recorded);
    if (game.status === 'none') throw DomainError.notFound('game.notFound', 'Game not found');
    return { game, revision: recorded.at(-1)!.revision };
  };

  const load = (gameId: string): Promise<Session> => {
    const existing = sessions.get(gameId);
    if (existing) return Promise.resolve(existing);
    let promise = loading.get(gameId);
    if (!promise) {
      promise = read(gameId)
        .then(({ game, revision }) => {
          const session: Session = {
            gameId,
            game,
            revision,
            pending: [],
            busy: false,
            revealTimer: null,
            evictTimer: null,
          };
          sessions.set(gameId, session);
          schedule(session);
          return session;
        })
        .finally(() => loading.delete(gameId));
      loading.set(gameId, promise);
    }
    return promise;
  };

  /** Arms the reveal timer of an open question (at once when its time already ran out, e.g. after a restart). */
  const schedule = (session: Session) => {
    if (session.revealTimer) clearTimeout(session.revealTimer);
    session.revealTimer = null;
    const { game } = session;
    if (game.status === 'ended') {
      session.evictTimer ??= setTimeout(() => sessions.delete(session.gameId), EVICT_ENDED_MS);
      session.evictTimer.unref();
      return;
    }
    const q = game.question;
    if (game.status !== 'active' || !q || q.revealed || closed) return;
    const remaining = Date.parse(q.startedAt) + q.durationMs - clock.now().getTime();
    session.revealTimer = setTimeout(
      () => {
        session.revealTimer = null;
        execute(session.gameId, {
          type: 'RevealAnswer',
          data: { by: 'timer', questionIndex: q.index },
          metadata: { now: clock.now().toISOString(), actor: 'timer', correlationId: randomUUID() },
        }).catch((error: unknown) => log({ err: error, gameId: session.gameId }, 'timed reveal failed'));
      },
      Math.max(0, remaining),
    );
  };

  const drain = async (session: Session) => {
    if (session.busy) return;
    session.busy = true;
    try {
      while (session.pending.length > 0) {
        const decided: { pending: Pending; events: GameEvent[]; error?: unknown }[] = [];
        const toAppend: { event: GameEvent; metadata: EventMetadata }[] = [];
        let bytes = 0;
        while (session.pending.length > 0 && decided.length < MAX_BATCH && bytes < BATCH_BYTES) {
          const pending = session.pending.shift()!;
          try {
            const events = decideGame(pending.command, session.game);
            const { actor, correlationId, now } = pending.command.metadata;
            const metadata: EventMetadata = { actor, correlationId, causationId: null, at: now };
            for (const event of events) {
              evolveGame(session.game, event);
              toAppend.push({ event, metadata });
              bytes += eventSize({ data: event.data, metadata });
            }
            decided.push({ pending, events });
          } catch (error) {
            decided.push({ pending, events: [], error });
          }
        }
        let position: number | null = null;
        if (toAppend.length > 0) {
          try {
            const result = await eventStore.append(
              gameStream(session.gameId),
              toAppend.map(({ event, metadata }) => ({
                id: randomUUID(),
                type: event.type,
                data: event.data,
                metadata,
              })),
              session.revision,
            );
            session.revision = result.nextRevision;
            position = result.position;
          } catch (error) {
            // The memory ran ahead of the log: fold the stream again and fail this batch's writers.
            log({ err: error, gameId: session.gameId }, 'game append failed; reloading the game from its stream');
            const reloaded = await read(session.gameId);
            session.game = reloaded.game;
            session.revision = reloaded.revision;
            for (const { pending } of decided) pending.reject(error);
            schedule(session);
            continue;
          }
        }
        for (const { pending, events, error } of decided)
          if (error) pending.reject(error);
          else pending.resolve({ events, game: session.game, position });
        if (position !== null) {
          const events = toAppend.map((e) => e.event);
          // A new question arms its reveal; the end of a game (or of an expired lobby) arms its eviction.
          if (
            session.game.status === 'ended' ||
            events.some((e) => e.type === 'QuestionStarted' || e.type === 'AnswerRevealed')
          )
            schedule(session);
          onCommitted({ gameId: session.gameId, events, game: session.game, position });
        }
      }
    } finally {
      session.busy = false;
    }
  };

  /** Queues a command for its game; resolves once its events are stored (or at once for a no-op). */
  const execute = async (gameId: string, command: GameCommand): Promise<Outcome> => {
    if (closed)
      throw DomainError.illegalState('game.serverClosing', 'The server is restarting. Please try again in a moment.');
    const session = await load(gameId);
    return new Promise<Outcome>((resolve, reject) => {
      session.pending.push({ command, resolve, reject });
      void drain(session);
    });
  };

  return {
    execute,
    /** The live state of a game (loaded from its stream when not in memory). Read-only for callers. */
    game: async (gameId: string): Promise<LiveGame> => (await load(gameId)).game,
    /** Starts a new game's session from its first events without reading them back. */
    created: async (gameId: string) => {
      await load(gameId);
    },
    /** Reloads games that were running when the server stopped and resumes their timers. */
    resume: async (gameIds: string[]) => {
      for (const gameId of gameIds)
        await load(gameId).catch((error: unknown) => log({ err: error, gameId }, 'could not resume a game'));
      return gameIds.length;
    },
    loaded: () => sessions.size,
    close: () => {
      closed = true;
      for (const s of sessions.values()) {
        if (s.revealTimer) clearTimeout(s.revealTimer);
        if (s.evictTimer) clearTimeout(s.evictTimer);
      }
    },
  };
};

export type GameSessions = ReturnType<typeof createGameSessions>;
