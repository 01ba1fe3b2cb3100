import type { Database } from 'better-sqlite3';
import type { AppendResult, ExpectedRevision, NewEvent } from '../../commands/ports';

export declare const SCHEMA: string;
export declare const configure: (db: Database) => void;

export interface AppendRequest {
  stream: string;
  events: NewEvent[];
  expected: ExpectedRevision;
}

export type AppendOutcome =
  | { result: AppendResult }
  | { conflict: { stream: string; expected: ExpectedRevision; actual: number } }
  | { error: string };

/** A checkpoint of the hash chain: the log's head hash after the event at `position` (the `events`-th chained). */
export interface MadeCheckpoint {
  position: number;
  events: number;
  hash: string;
  createdAt: string;
}

export declare const createAppender: (
  db: Database,
  options?: { checkpointEvery?: number },
) => { appendMany: (requests: AppendRequest[]) => AppendOutcome[]; takeCheckpoints: () => MadeCheckpoint[] };
