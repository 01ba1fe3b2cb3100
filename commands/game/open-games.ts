/**
 * The games that are open (waiting or active), by host, with the time of their last event: what the per-host cap
 * counts and what the expiry sweep reads. It lives in memory beside the game sessions (one process runs the live
 * games), is filled at start-up from the games read model, and follows every stored batch after that. A lobby
 * does not need its session loaded to be counted or expired.
 */
export interface OpenGameRef {
  gameId: string;
  hostId: string;
  status: 'waiting' | 'active';
  /** ISO time of the game's last event. */
  lastActivityAt: string;
}

interface Entry {
  hostId: string;
  status: 'waiting' | 'active';
  lastActivityAt: number;
}

export type DueAction = { gameId: string; action: 'expire' | 'end' };

export const createOpenGames = () => {
  const games = new Map<string, Entry>();
  const byHost = new Map<string, Set<string>>();

  const remove = (gameId: string) => {
    const entry = games.get(gameId);
    if (!entry) return;
    games.delete(gameId);
    const mine = byHost.get(entry.hostId);
    mine?.delete(gameId);
    if (mine?.size === 0) byHost.delete(entry.hostId);
  };

  const put = (gameId: string, entry: Entry) => {
    games.set(gameId, entry);
    const mine = byHost.get(entry.hostId) ?? new Set<string>();
    mine.add(gameId);
    byHost.set(entry.hostId, mine);
  };

  return {
    /**
     * Holds a place for a game its host is creating, unless the host already has `cap` open games. Checked and
     * taken in one step, so concurrent creations cannot pass the cap together.
     */
    reserve: (hostId: string, gameId: string, cap: number, now: number) => {
      if ((byHost.get(hostId)?.size ?? 0) >= cap) return false;
      put(gameId, { hostId, status: 'waiting', lastActivityAt: now });
      return true;
    },

    /** A game known to be open (start-up), or one whose events were just stored. */
    track: ({ gameId, hostId, status, lastActivityAt }: OpenGameRef) => {
      const at = Date.parse(lastActivityAt);
      put(gameId, { hostId, status, lastActivityAt: Number.isNaN(at) ? 0 : at });
    },

    /** An ended or expired game, or a creation that failed: its place is free. */
    close: remove,

    openOf: (hostId: string) => byHost.get(hostId)?.size ?? 0,

    /** Lobbies idle for longer than `lobbyIdleMs` expire; running games idle for longer than `staleMs` end. */
    due: (now: number, lobbyIdleMs: number, staleMs: number): DueAction[] => {
      const out: DueAction[] = [];
      for (const [gameId, { status, lastActivityAt }] of games) {
        if (status === 'waiting' && now - lastActivityAt > lobbyIdleMs) out.push({ gameId, action: 'expire' });
        else if (status === 'active' && now - lastActivityAt > staleMs) out.push({ gameId, action: 'end' });
      }
      return out;
    },

    size: () => games.size,
  };
};

export type OpenGames = ReturnType<typeof createOpenGames>;
