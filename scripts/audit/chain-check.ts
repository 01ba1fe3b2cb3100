/**
 * The hash chain part of `audit -- verify` (issue 11): the configured event store's chain checked from the log as
 * stored, and every text blob the log refers to checked against the SHA-256 its reference carries.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { createChainVerifier, type ChainFinding } from '../../domain/audit/hash-chain.mjs';
import { readChainCheckpoints } from '../../infra/eventstore/chain-checkpoints';
import { openEsdbEventStore } from '../../infra/eventstore/esdb-event-store';
import { verifySqliteChain } from '../../infra/eventstore/sqlite-chain';

export interface ChainCheck {
  store: string;
  events: number;
  streams: number;
  chained: number;
  unsealed: number;
  /** Whether `audit -- seal` can take unsealed events in (not with EventStoreDB: its log is append-only). */
  sealable: boolean;
  checkpoints: number;
  lastCheckpoint: { position: number; hash: string } | null;
  head: { position: number; hash: string };
  blobs: { referenced: number; missing: string[]; changed: string[] };
  findings: ChainFinding[];
  ms: number;
}

const sha256OfFile = (file: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });

export const sqliteFileOf = (config: AppConfig) => path.join(config.dataDir, 'events.sqlite');

export const checkChain = async (config: AppConfig): Promise<ChainCheck> => {
  const started = performance.now();
  if (config.eventStore.kind === 'eventstoredb') {
    // EventStoreDB: the chain read through the adapter; the checkpoints the server recorded in `audit-checkpoints`.
    const store = openEsdbEventStore(config.eventStore.url!);
    try {
      const checkpoints = await readChainCheckpoints(store);
      const verifier = createChainVerifier({
        fromPosition: checkpoints[0]?.from ?? Number.MAX_SAFE_INTEGER,
        checkpoints,
      });
      for (let page = await store.readAll(0); page.length > 0; page = await store.readAll(page.at(-1)!.position))
        page.forEach((event) => verifier.add(event));
      const report = verifier.finish();
      return {
        store: 'eventstoredb',
        ...report,
        sealable: false,
        checkpoints: checkpoints.length,
        lastCheckpoint: checkpoints.at(-1) ?? null,
        head: { position: report.lastPosition, hash: report.head },
        blobs: { referenced: 0, missing: [], changed: [] },
        ms: Math.round(performance.now() - started),
      };
    } finally {
      await store.close();
    }
  }
  const file = sqliteFileOf(config);
  if (!existsSync(file)) throw new Error(`no event log at ${file}`);
  const report = await verifySqliteChain(file);
  const missing: string[] = [];
  const changed: string[] = [];
  for (const { sha256 } of report.blobs) {
    const blob = path.join(config.dataDir, 'event-texts', `${sha256}.txt`);
    if (!existsSync(blob)) missing.push(sha256);
    else if ((await sha256OfFile(blob)) !== sha256) changed.push(sha256);
  }
  return {
    store: `sqlite ${file}`,
    events: report.events,
    streams: report.streams,
    chained: report.chained,
    unsealed: report.unsealed,
    sealable: true,
    checkpoints: report.checkpoints,
    lastCheckpoint: report.lastCheckpoint,
    head: { position: report.lastPosition, hash: report.head },
    blobs: { referenced: report.blobs.length, missing, changed },
    findings: report.findings,
    ms: Math.round(performance.now() - started),
  };
};

/** What makes the chain fail verification: findings, missing or changed blobs, events still to seal. */
export const chainProblems = (check: ChainCheck) => [
  ...check.findings.map((f) => f.message),
  ...check.blobs.missing.map((sha) => `the text blob ${sha} an event refers to is missing from event-texts`),
  ...check.blobs.changed.map((sha) => `the text blob ${sha} does not match its SHA-256: its content was changed`),
  ...(check.unsealed > 0 && check.sealable
    ? [`${check.unsealed.toLocaleString('en')} events predate the chain: run npm run audit -- seal`]
    : []),
];

const count = (n: number) => n.toLocaleString('en');

export const printChain = (check: ChainCheck, print = console.log) => {
  print(`Hash chain (${check.store})`);
  print(
    `  ${count(check.events)} events in ${count(check.streams)} streams, ${count(check.chained)} chained` +
      (check.unsealed > 0 ? `, ${count(check.unsealed)} from before the chain` : '') +
      ` (${count(check.ms)} ms)`,
  );
  print(
    `  ${count(check.checkpoints)} checkpoints checked` +
      (check.lastCheckpoint
        ? `; latest at position ${count(check.lastCheckpoint.position)}: ${check.lastCheckpoint.hash}`
        : ''),
  );
  print(`  head at position ${count(check.head.position)}: ${check.head.hash}`);
  if (check.blobs.referenced > 0) print(`  ${count(check.blobs.referenced)} text blobs referenced, checked`);
  const problems = chainProblems(check);
  for (const problem of problems) print(`  ✗ ${problem}`);
  if (problems.length === 0) print('  chain verified');
};
