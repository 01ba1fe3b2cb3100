/**
 * Large texts as blobs referenced from their events, around the real SQLite store and the real file blob store:
 * the log holds a reference, every reader gets the text back, events stored with their text inline still read as
 * they are, and one text is kept once however often events carry it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore, NewEvent, RecordedEvent } from '../../commands/ports';
import { chainOf, eventHash, withoutChain } from '../../domain/audit/hash-chain.mjs';
import { createFileBlobStore } from '../../infra/blobs/file-blob-store';
import { openSqliteEventStore } from '../../infra/eventstore/sqlite-event-store';
import { TEXT_BLOB_MIN_BYTES, withTextBlobs } from '../../infra/eventstore/text-blobs';

let dir: string;
let raw: EventStore;
let store: EventStore;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'quizstream-text-blobs-'));
  raw = openSqliteEventStore(':memory:');
  store = withTextBlobs(raw, () => createFileBlobStore(path.join(dir, 'texts')));
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const event = (data: unknown): NewEvent => ({
  id: randomUUID(),
  type: 'ContentAdded',
  data,
  metadata: { actor: 'u', correlationId: 'c', causationId: null, at: '2026-01-01T00:00:00.000Z' },
});
const longText = 'Çalışma ✓ '.repeat(TEXT_BLOB_MIN_BYTES);

describe('Text blobs', () => {
  it('keep a long text out of the log and give it back to every reader', async () => {
    const added = event({ title: 'T', processedContent: longText, tags: ['a', longText] });
    await store.append('content-1', [added], 'no_stream');
    const [stored] = await raw.read('content-1');
    expect(stored!.data).toMatchObject({
      title: 'T',
      processedContent: { $blob: { bytes: Buffer.byteLength(longText) } },
    });
    expect(JSON.stringify(stored!.data).length).toBeLessThan(500);

    const [read] = await store.read('content-1');
    expect(read!.data).toEqual(added.data);
    expect(withoutChain(read!.metadata)).toEqual(added.metadata);
    // The hash chain covers the stored form: the reference, which names the text's SHA-256.
    expect(eventHash(null, stored!)).toBe(chainOf(stored!.metadata)?.hash);
    expect((await store.readAll(0))[0]!.data).toEqual(added.data);
    const delivered: RecordedEvent[] = [];
    const subscription = store.subscribe(0, (batch) => {
      delivered.push(...batch);
    });
    await expect.poll(() => delivered.length).toBe(1);
    await subscription.close();
    expect(delivered[0]!.data).toEqual(added.data);
    // One text, one blob, however often it is carried.
    expect(readdirSync(path.join(dir, 'texts')).filter((f) => f.endsWith('.txt'))).toHaveLength(1);
  });

  it('leave short texts and events stored with their text inline as they are', async () => {
    const old = event({ processedContent: longText });
    await raw.append('content-2', [old], 'no_stream');
    const short = event({ processedContent: 'short' });
    await store.append('content-2', [short], 0);
    expect((await store.read('content-2')).map((e) => e.data)).toEqual([old.data, short.data]);
    expect((await raw.read('content-2'))[1]!.data).toEqual(short.data);
  });
});
