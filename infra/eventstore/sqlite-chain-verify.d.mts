import type { ChainCheckpoint, ChainReport } from '../../domain/audit/hash-chain.mjs';

export interface SqliteChainReport extends ChainReport {
  fromPosition: number;
  checkpoints: number;
  /** The latest checkpoint, as stored. */
  lastCheckpoint: ChainCheckpoint | null;
  /** Text blobs the log refers to (their sha256 is in the hashed content; their files are checked apart). */
  blobs: { sha256: string; bytes: number }[];
}

export declare const verifyChainFile: (file: string) => SqliteChainReport;
