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

export declare const createAppender: (db: Database) => { appendMany: (requests: AppendRequest[]) => AppendOutcome[] };
