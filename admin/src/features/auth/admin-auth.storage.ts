/** The admin token lives under its own key (spec §3), apart from the user app's `authToken`. */
export const adminTokenKey = 'admin_token';

export const readAdminToken = (): string | null => {
  try {
    const token = localStorage.getItem(adminTokenKey);
    return token && token.trim() ? token : null;
  } catch {
    return null;
  }
};

export const writeAdminToken = (token: string) => {
  try {
    localStorage.setItem(adminTokenKey, token);
  } catch {
    // Private mode: the session lasts for this tab.
  }
};

export const clearAdminToken = () => {
  try {
    localStorage.removeItem(adminTokenKey);
  } catch {
    // Nothing stored.
  }
};
