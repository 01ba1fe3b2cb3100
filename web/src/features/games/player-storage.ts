/**
 * What a player's device remembers (spec §3): `participantId` and `playerName` of the game being played (logout
 * removes them), and a prefixed entry with the last PIN and player name, so the join form comes prefilled.
 */
import { storageKeys } from '../auth/auth.storage';

export interface StoredPlayer {
  participantId: string;
  playerName: string;
}

export interface LastJoin {
  pin: string;
  playerName: string;
}

export const lastJoinKey = 'quizstream.lastJoin';

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
  return participantId && playerName ? { participantId, playerName } : null;
};

export const storePlayer = ({ participantId, playerName }: StoredPlayer, pin: string) => {
  write(storageKeys.participantId, participantId);
  write(storageKeys.playerName, playerName);
  write(lastJoinKey, JSON.stringify({ pin, playerName } satisfies LastJoin));
};

/** Leaving, being removed or a refused join: the player identity goes, the last PIN and name stay. */
export const clearStoredPlayer = () => {
  remove(storageKeys.participantId);
  remove(storageKeys.playerName);
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
