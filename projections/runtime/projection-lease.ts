/**
 * One projection runner per deployment: a lease document in the read store (`_leases`, `_id: 'projections'`)
 * names the process that runs the projections (`holder`) until `expiresAt` (ms since the epoch). The holder renews
 * it every third of its time to live; another process takes it over only once it has expired (the holder died or
 * hangs). Taking and renewing are one conditional upsert each: the filter matches the lease only when it is ours or
 * expired, and when it does not, the upsert's insert fails on `_id` (E11000), which means "held by another".
 *
 * It matters only with a durable read store (MongoDB), where every process writes the same collections. With the
 * embedded read store each process has read models of its own in memory, so each runs its own projections.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Doc, ReadStore } from '../../commands/ports';

export const LEASES = '_leases';
export const PROJECTIONS_LEASE = 'projections';
export const LEASE_TTL_MS = 30_000;

export interface LeaseDoc extends Doc {
  holder: string;
  /** What the holder is, for the operator: `server` or `cli`. */
  role: string;
  acquiredAt: number;
  renewedAt: number;
  expiresAt: number;
}

export type ProjectionLease = ReturnType<typeof createProjectionLease>;

export const createProjectionLease = ({
  readStore,
  role,
  ttlMs = LEASE_TTL_MS,
  now = () => Date.now(),
  holder = `${role}@${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
}: {
  readStore: ReadStore;
  role: string;
  ttlMs?: number;
  now?: () => number;
  holder?: string;
}) => {
  const leases = readStore.collection<LeaseDoc>(LEASES);
  let acquiredAt: number | null = null;
  let timer: NodeJS.Timeout | null = null;

  /** Takes the lease, or renews it when ours; false while another holder's lease has not expired. */
  const tryAcquire = async (): Promise<boolean> => {
    const at = now();
    try {
      await leases.updateOne(
        { _id: PROJECTIONS_LEASE, $or: [{ holder }, { expiresAt: { $lt: at } }] },
        { $set: { holder, role, acquiredAt: acquiredAt ?? at, renewedAt: at, expiresAt: at + ttlMs } },
        { upsert: true },
      );
      acquiredAt ??= at;
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
      acquiredAt = null;
      return false;
    }
  };

  return {
    holder,
    ttlMs,
    tryAcquire,
    /** The lease as stored (whoever holds it), or null. */
    current: () => leases.findOne({ _id: PROJECTIONS_LEASE }),
    /**
     * Renews the lease every third of its time to live; `onLost` is called once when a renewal finds it taken
     * over (this process was too slow: the other holder now runs the projections).
     */
    keep: (onLost: () => void, onError: (error: unknown) => void = () => {}) => {
      if (timer) return;
      timer = setInterval(
        () =>
          void tryAcquire().then(
            (held) => {
              if (held || !timer) return;
              clearInterval(timer);
              timer = null;
              onLost();
            },
            onError,
          ),
        Math.max(10, Math.floor(ttlMs / 3)),
      );
      timer.unref();
    },
    /** Stops renewing and gives the lease up at once, so another process can take it without waiting. */
    release: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      acquiredAt = null;
      await leases.deleteOne({ _id: PROJECTIONS_LEASE, holder });
    },
  };
};

/** A sentence for the operator about who holds the lease, e.g. for the CLI's refusal. */
export const describeLease = (lease: LeaseDoc, now = Date.now()) =>
  `${lease.holder} (${lease.role}) holds the projections lease, renewed ${Math.max(0, Math.round((now - lease.renewedAt) / 1000))} s ago, expiring in ${Math.max(0, Math.round((lease.expiresAt - now) / 1000))} s`;
