/**
 * A projection: which events it handles, which document each one changes, and a pure `evolve`.
 * The runtime owns the I/O, the checkpoints and the idempotency bookkeeping (`_position`, the log position a
 * document last applied: an event at or below it is skipped, so a re-delivered event changes nothing).
 */
import type { Doc, RecordedEvent } from '../../commands/ports';

export interface ProjectedDoc extends Doc {
  _position?: number;
}

export interface Projection<D extends ProjectedDoc = ProjectedDoc> {
  name: string;
  /** Bump when `evolve` changes: the runtime then drops the collection and replays the log. */
  version: number;
  collection: string;
  handles: readonly string[];
  /** The document an event changes; null when it changes none. */
  documentId: (event: RecordedEvent) => string | null;
  /** The new document, or null to delete it. Pure. */
  evolve: (doc: D | null, event: RecordedEvent) => D | null;
  indexes?: { keys: Record<string, 1 | -1>; unique?: boolean }[];
}

/** Narrow a recorded event to one of a union of domain events by its type. */
export const eventOf = <E extends { type: string; data: unknown }>(event: RecordedEvent) =>
  ({ type: event.type, data: event.data }) as E;
