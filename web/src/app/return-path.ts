/**
 * The one way to send a guest to /login and bring them back afterwards. The router state is `{ from }`, where
 * `from` is a location of this app (`{ pathname, search, hash }`); `loginState` builds it and `returnPathOf` reads
 * it. Whatever else a state holds (an old string form, a stranger's object, another site's address) reads as
 * nothing, so the return never lands on `/undefined…` or leaves the app.
 */

export interface ReturnLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** Where a guest was going before being sent to /login. */
export interface FromState {
  from?: ReturnLocation;
}

/** The router state for `navigate('/login', { state })` that returns to `location` after signing in. */
export const loginState = (location: {
  pathname: string;
  search?: string | null;
  hash?: string | null;
}): FromState => ({
  from: { pathname: location.pathname, search: location.search ?? '', hash: location.hash ?? '' },
});

/** Any base will do: only paths that stay on it are accepted. */
const BASE = 'https://app.invalid';

/** `path` as a path of this app (`/x?y#z`), or null when it is not one (another origin, `//host`, `/\host`). */
const ownPath = (path: string): string | null => {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The path a `{ from }` router state names (`/pricing?x#y`), or null. */
export const returnPathOf = (state: unknown): string | null => {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as { from?: unknown }).from;
  if (typeof from === 'string') return ownPath(from);
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as Record<string, unknown>;
  if (typeof pathname !== 'string') return null;
  const query = text(search);
  const fragment = text(hash);
  if ((query && !query.startsWith('?')) || (fragment && !fragment.startsWith('#'))) return null;
  return ownPath(`${pathname}${query}${fragment}`);
};
