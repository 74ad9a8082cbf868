const KEY = "leerlijn.accessToken";

/** The bearer token of this host's session. Each company has its own host, so its own storage. */
export const sessionToken = {
  get(): string | null {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    localStorage.setItem(KEY, token);
  },
  clear(): void {
    try {
      localStorage.removeItem(KEY);
    } catch {
      // Storage can be unavailable (private mode); then there is nothing to clear either.
    }
  },
};
