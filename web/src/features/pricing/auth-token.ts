/** Signed in means an auth token is stored (spec: local storage key authToken). */
export const hasAuthToken = (): boolean => {
  try {
    return Boolean(window.localStorage.getItem('authToken'));
  } catch {
    return false;
  }
};
