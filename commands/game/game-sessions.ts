/**
 * Live game sessions: one writer per game. Each game that is being played lives in memory as the fold of its
 * stream, with a serialized command queue. Commands that arrive while an append is in flight are decided together
 * and appended as one batch (group commit), so a burst of answers costs one write. Listeners hear about events only
 * after they are stored. The server is the clock: a question reveals itself when its time runs out, whoever is
 * connected, and a restarted server reloads its running games and resumes their timers.
 *
 * Several instances on one log (`routing`): the instance holding a game's lease (game-lease.ts) is its one writer
 * and runs its timers; any other instance keeps a copy of the game, folded from the log (`observe`, fed by the event
 * store subscription, and a catch-up read after each command it hands over), and hands its commands to the writer
 * (game-forward.ts). A writer that is gone (its address refuses connections) or whose lease ran out is replaced by
 * the next instance that needs the game, which first catches up with the stream. Expected revisions keep the stream
 * whole even while two instances briefly both believe they write.
 */
import { randomUUID } from 'node:crypto';
import type { GameCommand, GameEvent, LiveGame } from '../../domain/game/game.decider';
import { decideGame, evolveGame, gameDecider, msUntilTimeUp } from '../../domain/game/game.decider';
import { DomainError } from '../../domain/shared/errors';
import { foldStream } from '../handle-command';
import type { Clock, EventMetadata, EventStore, RecordedEvent } from '../ports';
import { EVENT_SIZE_LIMITS, eventSize } from '../ports';
import type { Forwarder } from './game-forward';
import { WriterMovedError, WriterUnreachableError, instanceAlive, writerUnavailable } from './game-forward';
import type { GameLeases } from './game-lease';

export const gameStream = (gameId: string) => `game-${gameId}`;

/** At most this many commands are decided into one append... */
const MAX_BATCH = 2000;
/** ...and no more once their events reach this size: one more command's events keep the append under its limit. */
const BATCH_BYTES = EVENT_SIZE_LIMITS.appendBytes / 2;
/**
 * How often an instance looks after the leases of its loaded games: renews its own once half has run (so a lease of
 * GAME_LEASE_MS costs about one event per half of it), takes over a dead holder's (its address refuses connections).
 */
const KEEP_EVERY_MS = 5000;
/** Ended games stay in memory this long for late readers, then are dropped (they can always be reloaded). */
const EVICT_ENDED_MS = 10 * 60_000;

export interface Committed {
  gameId: string;
  events: GameEvent[];
  game: LiveGame;
  /** Global log position of the last event, for read-your-writes. */
  position: number;
  /** The stream's revision after these events. */
  revision: number;
  /** `local`: this instance wrote them (heard at once); `log`: another instance did (read from the log). */
  origin: 'local' | 'log';
}

export interface Outcome {
  events: GameEvent[];
  game: LiveGame;
  position: number | null;
  /** The stream's revision after the command. */
  revision: number;
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
  /** Ids of the events of the append in flight (the log may show them before the append returns). */
  inflight: Set<string>;
  /** The log showed another writer's events while an append was in flight: catch up once it returns. */
  behind: boolean;
  revealTimer: NodeJS.Timeout | null;
  evictTimer: NodeJS.Timeout | null;
}

/** Several instances on one log: the leases that name each game's writer and the way to hand it a command. */
export interface GameRouting {
  leases: GameLeases;
  forward: Forwarder;
  /** Whether anything answers at an instance's address (tests may replace it). */
  alive?: (url: string) => Promise<boolean>;
}

export interface GameSessionsDeps {
  eventStore: EventStore;
  clock: Clock;
  /** Called after every append, in order, once per batch; and for every batch another instance wrote. */
  onCommitted: (committed: Committed) => void;
  log?: (obj: object, msg: string) => void;
  routing?: GameRouting;
}

export const createGameSessions = ({ eventStore, clock, onCommitted, log = () => {}, routing }: GameSessionsDeps) => {
  const sessions = new Map<string, Session>();
  const loading = new Map<string, Promise<Session>>();
  let closed = false;
  const leases = routing?.leases;
  const alive = routing?.alive ?? instanceAlive;

  /** This instance writes the game: always alone, else while it holds the lease. */
  const writes = (gameId: string) => !leases || leases.holds(gameId);

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
            inflight: new Set(),
            behind: false,
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

  const notify = (session: Session, events: GameEvent[], position: number, origin: Committed['origin']) =>
    onCommitted({ gameId: session.gameId, events, game: session.game, position, revision: session.revision, origin });

  /** Events that move a question's clock: the reveal timer is armed again after them. */
const CLOCK_EVENTS = new Set<GameEvent['type']>([
  'QuestionStarted',
  'AnswerRevealed',
  'QuestionPaused',
  'QuestionResumed',
  'QuestionSkipped',
]);
const movesClock = (events: GameEvent[]) => events.some((e) => CLOCK_EVENTS.has(e.type));

/**
 * Arms the reveal timer of an open question (at once when its time already ran out, e.g. after a restart), with
 * the time its clock has left: none while the host holds it paused (a resume arms it with what was left).
 */
  const schedule = (session: Session) => {
    if (session.revealTimer) clearTimeout(session.revealTimer);
    session.revealTimer = null;
    const { game } = session;
    if (game.status === 'ended') {
      session.evictTimer ??= setTimeout(() => {
        sessions.delete(session.gameId);
        leases?.forget(session.gameId);
      }, EVICT_ENDED_MS);
      session.evictTimer.unref();
      return;
    }
    const q = game.question;
    if (game.status !== 'active' || !q || q.revealed || q.skipped || closed || !writes(session.gameId)) return;
    const remaining = msUntilTimeUp(q, clock.now().getTime());
    if (remaining === null) return;
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

  /**
   * Folds events of the stream that this copy has not seen, in revision order, and tells the listeners. Answers
   * false when there is a gap (a catch-up read fills it).
   */
  const apply = (session: Session, recorded: RecordedEvent[]) => {
    const fresh: GameEvent[] = [];
    let position = 0;
    let whole = true;
    for (const e of recorded) {
      if (session.inflight.has(e.id) || e.revision <= session.revision) continue;
      if (e.revision !== session.revision + 1) {
        whole = false;
        break;
      }
      const event = { type: e.type, data: e.data } as GameEvent;
      session.game = evolveGame(session.game, event) as LiveGame;
      session.revision = e.revision;
      fresh.push(event);
      position = e.position;
    }
    if (fresh.length > 0) {
      if (movesClock(fresh) || session.game.status === 'ended') schedule(session);
      notify(session, fresh, position, 'log');
    }
    return whole;
  };

  /** Reads what the stream holds past this copy's revision and folds it. */
  const catchUp = async (session: Session) => {
    apply(session, await eventStore.read(gameStream(session.gameId), { fromRevision: session.revision + 1 }));
  };

  /** After a failed append: the copy ran ahead of the log; fold the stream again, telling what others wrote. */
  const resync = async (session: Session) => {
    const before = session.revision;
    const recorded = await eventStore.read(gameStream(session.gameId));
    session.game = foldStream(gameDecider, recorded) as LiveGame;
    session.revision = recorded.at(-1)!.revision;
    const others = recorded.filter((e) => e.revision > before);
    if (others.length > 0)
      notify(
        session,
        others.map((e) => ({ type: e.type, data: e.data }) as GameEvent),
        others.at(-1)!.position,
        'log',
      );
    schedule(session);
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
          const newEvents = toAppend.map(({ event, metadata }) => ({
            id: randomUUID(),
            type: event.type,
            data: event.data,
            metadata,
          }));
          for (const { id } of newEvents) session.inflight.add(id);
          try {
            const result = await eventStore.append(gameStream(session.gameId), newEvents, session.revision);
            session.revision = result.nextRevision;
            position = result.position;
          } catch (error) {
            // The memory ran ahead of the log: fold the stream again. Another instance wrote meanwhile (a lease
            // that changed hands): the batch's commands go again, to whoever writes now; else they fail.
            log({ err: error, gameId: session.gameId }, 'game append failed; reloading the game from its stream');
            session.inflight.clear();
            session.behind = false;
            const before = session.revision;
            await resync(session);
            const overtaken = leases !== undefined && session.revision !== before;
            for (const { pending, error: refused } of decided)
              if (refused) pending.reject(refused);
              else if (overtaken) execute(session.gameId, pending.command).then(pending.resolve, pending.reject);
              else pending.reject(error);
            continue;
          } finally {
            session.inflight.clear();
          }
        }
        for (const { pending, events, error } of decided)
          if (error) pending.reject(error);
          else pending.resolve({ events, game: session.game, position, revision: session.revision });
        if (position !== null) {
          const events = toAppend.map((e) => e.event);
          // A new question arms its reveal; the end of a game (or of an expired lobby) arms its eviction.
          if (session.game.status === 'ended' || movesClock(events)) schedule(session);
          notify(session, events, position, 'local');
        }
        if (session.behind) {
          session.behind = false;
          await catchUp(session).catch((error: unknown) =>
            log({ err: error, gameId: session.gameId }, 'catch-up failed'),
          );
        }
      }
    } finally {
      session.busy = false;
    }
  };

  const runHere = (session: Session, command: GameCommand) =>
    new Promise<Outcome>((resolve, reject) => {
      session.pending.push({ command, resolve, reject });
      void drain(session);
    });

  /**
   * Becomes the game's writer: takes the lease, folds what the stream holds past this copy, arms its timers. Calls
   * for one game while a take runs wait for that one instead of appending lease events of their own.
   */
  const taking = new Map<string, Promise<void>>();
  const becomeWriter = (session: Session, take: () => Promise<unknown>) => {
    let running = taking.get(session.gameId);
    if (!running) {
      running = (async () => {
        await take();
        await catchUp(session);
        schedule(session);
      })().finally(() => taking.delete(session.gameId));
      taking.set(session.gameId, running);
    }
    return running;
  };

  /** Where a command for this game runs: here (taking a free or run-out lease), or at the holder's address. */
  const route = async (session: Session): Promise<{ here: true } | { here: false; url: string; owner: string }> => {
    if (!leases || leases.holds(session.gameId)) return { here: true };
    const lease = await leases.current(session.gameId);
    if (lease.owner === leases.instanceId && leases.isActive(lease)) return { here: true };
    if (!leases.isActive(lease) || !lease.owner) {
      await becomeWriter(session, () => leases.take(session.gameId));
      return { here: true };
    }
    // Its holder has only just started and does not listen yet: ask again in a moment.
    if (!lease.url) throw writerUnavailable();
    if (lease.url === leases.url()) {
      // An earlier run of this instance at the same address (nothing else can listen there): it is gone.
      await becomeWriter(session, () => leases.takeOver(session.gameId, lease.owner!));
      return { here: true };
    }
    return { here: false, url: lease.url, owner: lease.owner };
  };

  const isLeaseHeld = (error: unknown) => error instanceof DomainError && error.code === 'game.leaseHeld';

  /** Queues a command for its game; resolves once its events are stored (or at once for a no-op). */
  const execute = async (gameId: string, command: GameCommand): Promise<Outcome> => {
    if (closed)
      throw DomainError.illegalState('game.serverClosing', 'The server is restarting. Please try again in a moment.');
    const session = await load(gameId);
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= 4;
      let target;
      try {
        target = await route(session);
      } catch (error) {
        if (isLeaseHeld(error) && !last) continue; // another instance took it meanwhile: ask it
        throw error;
      }
      if (target.here) return runHere(session, command);
      try {
        const outcome = await routing!.forward(target.url, gameId, command);
        await catchUp(session);
        return { ...outcome, game: session.game };
      } catch (error) {
        if (error instanceof WriterMovedError && !last) continue;
        if (error instanceof WriterUnreachableError && error.refused && !last) {
          // The writer is gone: take its lease over (unless it changed hands meanwhile) and run the command here.
          await becomeWriter(session, () => leases!.takeOver(gameId, target.owner)).catch((taken: unknown) => {
            if (!isLeaseHeld(taken)) throw taken;
          });
          continue;
        }
        if (error instanceof WriterUnreachableError || error instanceof WriterMovedError) throw writerUnavailable();
        throw error;
      }
    }
  };

  /**
   * A command another instance handed over: run it here while this instance writes the game (taking a free or
   * run-out lease); otherwise WriterMovedError, and the sender asks the holder.
   */
  const executeHandedOver = async (gameId: string, command: GameCommand): Promise<Outcome> => {
    if (closed)
      throw DomainError.illegalState('game.serverClosing', 'The server is restarting. Please try again in a moment.');
    const session = await load(gameId);
    const target = await route(session).catch((error: unknown) => {
      if (isLeaseHeld(error)) throw new WriterMovedError();
      throw error;
    });
    if (!target.here) throw new WriterMovedError();
    return runHere(session, command);
  };

  /**
   * Keeps the leases of the loaded games: renews this instance's own before they run out, takes over those whose
   * holder's lease ran out or whose holder is gone (so a game's timers go on), gives up those of ended games.
   */
  const keepLeases = async () => {
    if (!leases || closed) return;
    const deadUrls = new Map<string, boolean>();
    for (const session of [...sessions.values()]) {
      const { gameId } = session;
      try {
        if (session.game.status === 'ended') {
          if (leases.holds(gameId)) await leases.release(gameId);
          continue;
        }
        if (leases.holds(gameId)) {
          if (leases.remainingMs(gameId) < leases.leaseMs / 2 || leases.staleUrl(gameId)) await leases.take(gameId);
          continue;
        }
        const lease = await leases.current(gameId);
        if (!lease.owner || !leases.isActive(lease)) {
          if (session.game.status === 'active') await becomeWriter(session, () => leases.take(gameId));
          continue;
        }
        if (lease.owner === leases.instanceId || !lease.url) continue;
        if (!deadUrls.has(lease.url)) deadUrls.set(lease.url, lease.url === leases.url() || !(await alive(lease.url)));
        if (deadUrls.get(lease.url) && session.game.status === 'active')
          await becomeWriter(session, () => leases.takeOver(gameId, lease.owner!));
      } catch (error) {
        if (!isLeaseHeld(error)) log({ err: error, gameId }, 'could not keep a game lease');
      }
    }
  };
  let keeping: Promise<void> | null = null;
  const keepTimer = leases
    ? setInterval(
        () => {
          keeping ??= keepLeases().finally(() => (keeping = null));
        },
        Math.max(250, Math.min(KEEP_EVERY_MS, Math.floor(leases.leaseMs / 3))),
      )
    : null;
  keepTimer?.unref();

  /** Events of the log (the event store subscription): every loaded game folds what another instance wrote. */
  const observe = (batch: RecordedEvent[]) => {
    const byGame = new Map<string, RecordedEvent[]>();
    for (const e of batch) {
      if (!e.stream.startsWith('game-')) continue;
      const gameId = e.stream.slice('game-'.length);
      if (!sessions.has(gameId)) continue;
      const list = byGame.get(gameId) ?? [];
      list.push(e);
      byGame.set(gameId, list);
    }
    for (const [gameId, events] of byGame) {
      const session = sessions.get(gameId)!;
      if (session.inflight.size > 0) {
        // The append in flight shows in the log before it returns; anything else is caught up with after it.
        if (events.some((e) => !session.inflight.has(e.id) && e.revision > session.revision)) session.behind = true;
        continue;
      }
      if (!apply(session, events))
        void catchUp(session).catch((error: unknown) => log({ err: error, gameId }, 'catch-up failed'));
    }
  };

  return {
    execute,
    executeHandedOver,
    observe,
    /** The live state of a game (loaded from its stream when not in memory). Read-only for callers. */
    game: async (gameId: string): Promise<LiveGame> => (await load(gameId)).game,
    /** Starts a new game's session (this instance writes it) from its first events. */
    created: async (gameId: string) => {
      await leases?.take(gameId);
      await load(gameId);
    },
    /** Reloads games that were running when the server stopped and resumes their timers. */
    resume: async (gameIds: string[]) => {
      for (const gameId of gameIds)
        await load(gameId).catch((error: unknown) => log({ err: error, gameId }, 'could not resume a game'));
      await keepLeases();
      return gameIds.length;
    },
    loaded: () => sessions.size,
    /** True while this instance writes the game. */
    writes,
    close: async () => {
      closed = true;
      if (keepTimer) clearInterval(keepTimer);
      await keeping;
      for (const s of sessions.values()) {
        if (s.revealTimer) clearTimeout(s.revealTimer);
        if (s.evictTimer) clearTimeout(s.evictTimer);
      }
      // Another instance takes over at once instead of waiting for the leases to run out.
      if (leases)
        await Promise.all(
          [...sessions.keys()]
            .filter((gameId) => leases.holds(gameId))
            .map((gameId) => leases.release(gameId).catch(() => undefined)),
        );
    },
  };
};

export type GameSessions = ReturnType<typeof createGameSessions>;
