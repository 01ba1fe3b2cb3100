import type { SessionUser } from './auth.slice';

/** Local storage keys of the session (spec §3, §9). */
export const storageKeys = {
  authToken: 'authToken',
  user: 'user',
  participantId: 'participantId',
  playerName: 'playerName',
} as const;

const parseUser = (raw: string): SessionUser | null => {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { username, email } = value as Record<string, unknown>;
    if (typeof username !== 'string' || username.length === 0) return null;
    return { ...(value as SessionUser), email: typeof email === 'string' ? email : '' };
  } catch {
    return null;
  }
};

export type StoredSession =
  { kind: 'none' } | { kind: 'corrupt' } | { kind: 'session'; token: string; user: SessionUser };

/** The stored session: both authToken and a user with a username, or nothing, or something to discard. */
export const readStoredSession = (storage: Storage = localStorage): StoredSession => {
  const token = storage.getItem(storageKeys.authToken);
  const rawUser = storage.getItem(storageKeys.user);
  if (!token && !rawUser) return { kind: 'none' };
  if (!token || !rawUser) return { kind: 'corrupt' };
  const user = parseUser(rawUser);
  return user ? { kind: 'session', token, user } : { kind: 'corrupt' };
};

export const writeSession = (token: string, user: SessionUser, storage: Storage = localStorage) => {
  storage.setItem(storageKeys.authToken, token);
  storage.setItem(storageKeys.user, JSON.stringify(user));
};

export const writeToken = (token: string, storage: Storage = localStorage) =>
  storage.setItem(storageKeys.authToken, token);

export const writeUser = (user: SessionUser, storage: Storage = localStorage) =>
  storage.setItem(storageKeys.user, JSON.stringify(user));

/** A corrupt stored session: the token and the user go, the player identity stays. */
export const discardSession = (storage: Storage = localStorage) => {
  storage.removeItem(storageKeys.authToken);
  storage.removeItem(storageKeys.user);
};

/** Logout removes the token, the user and the player identity (spec §4). */
export const clearSession = (storage: Storage = localStorage) => {
  for (const key of Object.values(storageKeys)) storage.removeItem(key);
};
