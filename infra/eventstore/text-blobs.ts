/**
 * Large texts as blobs referenced from their events (claim check), around any event store adapter. On append,
 * every string in an event's data of TEXT_BLOB_MIN_BYTES or more (a library source's text in `ContentAdded`) is
 * written once to the blob store under its SHA-256 and replaced by `{ $blob: { sha256, bytes } }`; the event's
 * metadata counts them (`textBlobs`). On read, readAll and subscribe the references are resolved again, so every
 * reader (projections, deciders, the CLI) sees the event as it was decided. Events stored with their text inline
 * (before this existed) read as they are. The size limits of the port apply to the event as stored, so a source
 * text never makes an append too large; everything else over the limits still is (413).
 *
 * The blobs live beside the log (DATA_DIR/event-texts): back them up with it, and give every app instance the
 * same folder.
 */
import { createHash } from 'node:crypto';
import type { BlobStore, EventStore, NewEvent, RecordedEvent, SubscriptionHandler } from '../../commands/ports';

export const TEXT_BLOB_MIN_BYTES = 16 * 1024;
/** No text is larger (source texts are at most 500,000 bytes): a guard, not a limit anyone reaches. */
const TEXT_BLOB_MAX_BYTES = 16 * 1024 * 1024;
const SHA256 = /^[0-9a-f]{64}$/;

interface TextRef {
  $blob: { sha256: string; bytes: number };
}

const isRef = (value: unknown): value is TextRef => {
  const ref = (value as Partial<TextRef> | null)?.$blob;
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 1 &&
    typeof ref?.sha256 === 'string' &&
    SHA256.test(ref.sha256)
  );
};

const nameOf = (sha256: string) => `${sha256}.txt`;

/** Strings of the minimum size or more in `value` (depth first), so small events cost one length check. */
const hasLargeText = (value: unknown): boolean => {
  if (typeof value === 'string') return value.length * 3 >= TEXT_BLOB_MIN_BYTES;
  if (Array.isArray(value)) return value.some(hasLargeText);
  if (value && typeof value === 'object') return Object.values(value).some(hasLargeText);
  return false;
};

async function* once(bytes: Uint8Array) {
  yield bytes;
}

const readAllOf = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
};

/** `openBlobs` is called on the first long text, so a log without any leaves no folder behind. */
export const withTextBlobs = (store: EventStore, openBlobs: () => BlobStore): EventStore => {
  let opened: BlobStore | null = null;
  const blobs = () => (opened ??= openBlobs());

  /** Replaces large strings by references, writing each text once; counts them in `found`. */
  const externalize = async (value: unknown, found: { count: number }): Promise<unknown> => {
    if (typeof value === 'string') {
      const bytes = Buffer.from(value, 'utf8');
      if (bytes.length < TEXT_BLOB_MIN_BYTES) return value;
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      // Named by its content: writing the same text again replaces it with the same bytes.
      await blobs().put(nameOf(sha256), once(bytes), { maxBytes: TEXT_BLOB_MAX_BYTES });
      found.count++;
      return { $blob: { sha256, bytes: bytes.length } } satisfies TextRef;
    }
    if (Array.isArray(value)) return Promise.all(value.map((item) => externalize(item, found)));
    if (value && typeof value === 'object')
      return Object.fromEntries(
        await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await externalize(item, found)])),
      );
    return value;
  };

  const resolve = async (value: unknown): Promise<unknown> => {
    if (isRef(value)) {
      const { sha256 } = value.$blob;
      const blob = await blobs().open(nameOf(sha256));
      if (!blob) throw new Error(`the text ${sha256} an event refers to is missing from the event texts folder`);
      return (await readAllOf(blob.stream)).toString('utf8');
    }
    if (Array.isArray(value)) return Promise.all(value.map(resolve));
    if (value && typeof value === 'object')
      return Object.fromEntries(
        await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await resolve(item)])),
      );
    return value;
  };

  const toStored = async (event: NewEvent): Promise<NewEvent> => {
    if (!hasLargeText(event.data)) return event;
    const found = { count: 0 };
    const data = await externalize(event.data, found);
    return found.count === 0 ? event : { ...event, data, metadata: { ...event.metadata, textBlobs: found.count } };
  };

  const toRead = async (event: RecordedEvent): Promise<RecordedEvent> => {
    if (typeof event.metadata?.textBlobs !== 'number') return event;
    const { textBlobs: _count, ...metadata } = event.metadata;
    return { ...event, data: await resolve(event.data), metadata: metadata as RecordedEvent['metadata'] };
  };
  const allRead = (events: RecordedEvent[]) => Promise.all(events.map(toRead));

  return {
    kind: store.kind,
    append: async (stream, events, expected) => store.append(stream, await Promise.all(events.map(toStored)), expected),
    read: async (stream, options) => allRead(await store.read(stream, options)),
    readAll: async (from, limit) => allRead(await store.readAll(from, limit)),
    headPosition: () => store.headPosition(),
    ...(store.chainStatus ? { chainStatus: () => store.chainStatus!() } : {}),
    subscribe: (from, handler: SubscriptionHandler) =>
      store.subscribe(from, async (batch) => handler(await allRead(batch))),
    close: () => store.close(),
  };
};
