/**
 * What a player's device remembers (spec §3): `participantId` and `playerName` of the game being played (logout
 * removes them), and a prefixed entry with the last PIN and player name, so the join form comes prefilled. Also the
 * participant token of that player (proof for the REST fallbacks) and a device id sent with every join (a guest the
 * host removed cannot rejoin that game from this device).
 */
import { storageKeys } from '../../shared/session/auth.storage';

export interface StoredPlayer {
  participantId: string;
  playerName: string;
  /** What the join answered: proves this player to the server. */
  participantToken?: string;
}

export interface LastJoin {
  pin: string;
  playerName: string;
}

export const lastJoinKey = 'quizstream.lastJoin';
export const participantTokenKey = 'quizstream.participantToken';
export const deviceIdKey = 'quizstream.deviceId';

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or a full storage: the game goes on for this visit.
  }
};

const remove = (key: string) => {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to remove.
  }
};

export const readStoredPlayer = (): StoredPlayer | null => {
  const participantId = read(storageKeys.participantId);
  const playerName = read(storageKeys.playerName);
  const participantToken = read(participantTokenKey) ?? undefined;
  return participantId && playerName ? { participantId, playerName, participantToken } : null;
};

export const storePlayer = ({ participantId, playerName, participantToken }: StoredPlayer, pin: string) => {
  write(storageKeys.participantId, participantId);
  write(storageKeys.playerName, playerName);
  if (participantToken) write(participantTokenKey, participantToken);
  else remove(participantTokenKey);
  write(lastJoinKey, JSON.stringify({ pin, playerName } satisfies LastJoin));
};

/** The stored participant token, when it belongs to this participant. */
export const participantTokenOf = (participantId: string): string | undefined =>
  read(storageKeys.participantId) === participantId ? (read(participantTokenKey) ?? undefined) : undefined;

/** This device's id (made once, kept across games): sent with every join. */
export const deviceId = (): string => {
  const stored = read(deviceIdKey);
  if (stored && /^[\w-]{8,100}$/.test(stored)) return stored;
  const made = crypto.randomUUID();
  write(deviceIdKey, made);
  return made;
};

/** Leaving, being removed or a refused join: the player identity goes, the last PIN and name stay. */
export const clearStoredPlayer = () => {
  remove(storageKeys.participantId);
  remove(storageKeys.playerName);
  remove(participantTokenKey);
};

export const readLastJoin = (): LastJoin | null => {
  const raw = read(lastJoinKey);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LastJoin> | null;
    return {
      pin: typeof value?.pin === 'string' ? value.pin : '',
      playerName: typeof value?.playerName === 'string' ? value.playerName : '',
    };
  } catch {
    return null;
  }
};
