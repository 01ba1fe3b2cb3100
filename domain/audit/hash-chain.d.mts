/** Types of hash-chain.mjs (plain JavaScript so the SQLite append worker can load it). */
export declare const GENESIS: string;
export declare const DEFAULT_CHECKPOINT_EVERY: number;

export interface ChainLink {
  /** The hash of the previous event of the stream; null for the first chained event of a stream. */
  prev: string | null;
  hash: string;
}

/** What an event's hash covers: everything stored but the chain field itself. */
export interface ChainedContent {
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: unknown;
}

export interface ChainCheckpoint {
  /** Global position of the event the checkpoint was made after. */
  position: number;
  /** The log's head hash at that position. */
  hash: string;
}

export type ChainFindingKind = 'changed' | 'missing' | 'reordered' | 'broken' | 'unchained' | 'checkpoint' | 'head';

export interface ChainFinding {
  kind: ChainFindingKind;
  stream?: string;
  revision?: number;
  position?: number;
  message: string;
}

export interface ChainReport {
  events: number;
  chained: number;
  /** Events from before the chain began, not sealed yet. */
  unsealed: number;
  streams: number;
  head: string;
  lastPosition: number;
  checkpointsChecked: number;
  findings: ChainFinding[];
}

/** An event as its stored JSON texts (SQLite rows): verified without parsing its data. */
export interface StoredContent {
  id: string;
  stream: string;
  revision: number;
  type: string;
  dataJson: string;
  metadataJson: string;
}

export declare const withoutChain: (metadata: unknown) => unknown;
export declare const eventHash: (prev: string | null, event: ChainedContent) => string;
export declare const storedHash: (event: StoredContent) => { chain: ChainLink | null; hash: string | null };
export declare const rechainStored: (
  prev: string | null,
  event: StoredContent,
) => { hash: string; metadataJson: string };
export declare const chainForStorage: (
  prev: string | null,
  event: ChainedContent,
) => { hash: string; dataJson: string; metadataJson: string };
export declare const chainEvent: <M extends object>(
  prev: string | null,
  event: ChainedContent & { metadata: M },
) => { hash: string; metadata: M & { chain: ChainLink } };
export declare const foldHead: (head: string, hash: string) => string;
export declare const chainOf: (metadata: unknown) => ChainLink | null;
export declare const createChainVerifier: (options?: {
  /** Events at or before this position predate the chain (head folding starts after it). */
  fromPosition?: number;
  checkpoints?: ChainCheckpoint[];
  /** The stored head (position and hash of the last folded event). */
  head?: ChainCheckpoint | null;
}) => {
  add: (event: (ChainedContent | StoredContent) & { position: number }) => void;
  finish: () => ChainReport;
};
