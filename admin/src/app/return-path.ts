/** Any base will do: only paths that stay on it are accepted. */
const BASE = 'https://admin.invalid';

/**
 * Where a signed-in admin was going before /admin/login (the guard's `{ from }` state): a path of this app, else
 * the dashboard. Another origin, `//host`, `/\host` and the login page itself read as the dashboard.
 */
export const returnPathOf = (state: unknown): string => {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  try {
    const url = new URL(from, BASE);
    if (url.origin !== BASE || url.pathname.startsWith('/login')) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
};
