/**
 * Handing a game command to the instance that holds the game's lease: one signed HTTP request to its internal
 * address. The body is signed with a key derived from the server secret every instance shares (JWT_SECRET), and the
 * receiver checks the signature on the exact bytes before it parses them. A refused connection means the holder is
 * gone (its lease may be taken over at once); a timeout does not (the command may have run), and is reported.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GameCommand, GameEvent } from '../../domain/game/game.decider';
import type { DomainErrorKind } from '../../domain/shared/errors';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';

export const forwardPath = (gameId: string) => `/internal/games/${encodeURIComponent(gameId)}/commands`;
export const SIGNATURE_HEADER = 'x-quizstream-signature';
const TIMEOUT_MS = 10_000;

/** What the holder answers for a command it ran. */
export interface ForwardedOutcome {
  events: GameEvent[];
  /** The game stream's revision after the command (the caller catches up to it). */
  revision: number;
  position: number | null;
}

/** The holder cannot be reached; `refused`: nothing listens at its address (it is gone). */
export class WriterUnreachableError extends Error {
  constructor(
    readonly url: string,
    readonly refused: boolean,
    cause: unknown,
  ) {
    super(`the writer of this game at ${url} cannot be reached`, { cause });
    this.name = 'WriterUnreachableError';
  }
}

/** The instance asked no longer holds the lease: ask again whoever holds it now. */
export class WriterMovedError extends Error {
  constructor() {
    super('this instance does not hold the game lease');
    this.name = 'WriterMovedError';
  }
}

export const writerUnavailable = () =>
  DomainError.unavailable('game.writerUnavailable', messageOf('game.writerUnavailable'), { retryAfterSeconds: 1 });

const keyOf = (secret: string) => createHmac('sha256', secret).update('quizstream game command forwarding').digest();

export const signForward = (secret: string, body: string | Buffer) =>
  createHmac('sha256', keyOf(secret)).update(body).digest('hex');

export const verifyForward = (secret: string, body: Buffer, signature: unknown) => {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signForward(secret, body), 'hex'), Buffer.from(signature, 'hex'));
};

const refusedConnection = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code === 'ECONNREFUSED';
};

export const createForwarder =
  (secret: string) =>
  async (url: string, gameId: string, command: GameCommand): Promise<ForwardedOutcome> => {
    const body = JSON.stringify({ command });
    let res: Response;
    try {
      res = await fetch(`${url}${forwardPath(gameId)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signForward(secret, body) },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new WriterUnreachableError(url, refusedConnection(error), error);
    }
    const answer = (await res.json().catch(() => null)) as {
      data?: ForwardedOutcome;
      kind?: DomainErrorKind;
      code?: string;
      error?: string;
      details?: unknown;
      params?: Record<string, string | number>;
    } | null;
    if (res.ok && answer?.data) return answer.data;
    if (res.status === 421) throw new WriterMovedError();
    if (answer?.kind && answer.code)
      throw new DomainError(
        answer.kind,
        answer.code,
        answer.error ?? messageOf(answer.code),
        answer.details,
        answer.params,
      );
    throw writerUnavailable();
  };

export type Forwarder = ReturnType<typeof createForwarder>;

/** Whether anything answers at an instance's address (a refused connection: no). */
export const instanceAlive = async (url: string) => {
  try {
    await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch (error) {
    return !refusedConnection(error);
  }
};
