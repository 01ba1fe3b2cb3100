// The hash chain of the event log (issue 11), shared by both event stores, their append worker, `audit -- seal`
// and `audit -- verify`. Plain JavaScript (typed by hash-chain.d.mts) so that the SQLite append worker thread loads it
// without a TypeScript loader. Pure: hashing is a function of its input; no I/O, no clock.
//
// Each event's metadata carries `chain: { prev, hash }`:
//   hash = sha256(prev + "\n" + JSON [id, stream, revision, type] + "\n" + data JSON + "\n" + metadata JSON)
//   over the JSON texts exactly as the store keeps them (JSON.stringify's output; the metadata without `chain`, which
//   is written as its last key), so hashing costs no re-serialisation on append and no parsing of data on verify.
//   prev = the hash of the previous event of the same stream (null for revision 0, or for the first chained event
//   of a stream whose older events are not sealed yet).
// The log as a whole is folded in global order: head_k = sha256(head_(k-1) + hash_k), starting from GENESIS; every
// `checkpointEvery` events the head is recorded as a checkpoint (where depends on the store).
import { hash as digest } from 'node:crypto';

export const GENESIS = '0'.repeat(64);
/** Events per checkpoint unless configured otherwise. */
export const DEFAULT_CHECKPOINT_EVERY = 1000;

// The one-shot digest (Node ≥ 20.12) costs half of createHash().update().digest() per small input.
const sha256 = (text) => digest('sha256', text, 'hex');

/** Metadata without the chain's own field. */
export const withoutChain = (metadata) => {
  if (!metadata || typeof metadata !== 'object' || !('chain' in metadata)) return metadata ?? null;
  const { chain: _chain, ...rest } = metadata;
  return rest;
};

const hashTexts = (prev, { id, stream, revision, type }, dataJson, metadataJson) =>
  sha256(`${prev ?? ''}\n${JSON.stringify([id, stream, revision, type])}\n${dataJson}\n${metadataJson}`);

/** The metadata JSON as stored: the event's own metadata with `chain` as its last key. */
const withChainJson = (metadataJson, chain) =>
  `${metadataJson.slice(0, -1)}${metadataJson === '{}' ? '' : ','}"chain":${JSON.stringify(chain)}}`;

/**
 * Chains a new event to `prev`: its hash and the data and metadata JSON to store (the metadata with its link).
 * Metadata is an object (the port's EventMetadata).
 */
export const chainForStorage = (prev, event) => {
  const dataJson = JSON.stringify(event.data ?? null);
  const ownJson = JSON.stringify(withoutChain(event.metadata));
  const hash = hashTexts(prev, event, dataJson, ownJson);
  return { hash, dataJson, metadataJson: withChainJson(ownJson, { prev: prev ?? null, hash }) };
};

/** The same for a store that takes objects (EventStoreDB serialises them with JSON.stringify). */
export const chainEvent = (prev, event) => {
  const hash = eventHash(prev, event);
  return { hash, metadata: { ...withoutChain(event.metadata), chain: { prev: prev ?? null, hash } } };
};

/** The hash of an event read back as objects, chained to `prev`. */
export const eventHash = (prev, event) =>
  hashTexts(prev, event, JSON.stringify(event.data ?? null), JSON.stringify(withoutChain(event.metadata)));

/** Links a stored event (its JSON texts) to `prev` anew: its hash and the metadata JSON to store (`audit -- seal`). */
export const rechainStored = (prev, event) => {
  const ownJson = JSON.stringify(withoutChain(JSON.parse(event.metadataJson)));
  const hash = hashTexts(prev, event, event.dataJson, ownJson);
  return { hash, metadataJson: withChainJson(ownJson, { prev: prev ?? null, hash }) };
};

/** The link as the stores write it: the last key of the metadata JSON. */
const STORED_LINK = /(,?)"chain":\{"prev":(null|"([0-9a-f]{64})"),"hash":"([0-9a-f]{64})"\}\}$/;

/**
 * The hash of an event read as the stored JSON texts (no parsing of its data), and its stored link. The metadata's
 * own JSON is the stored text up to the link (as written on append); anything else is parsed and written again.
 */
export const storedHash = (event) => {
  const match = STORED_LINK.exec(event.metadataJson);
  if (match) {
    const own = `${event.metadataJson.slice(0, match.index)}${match[1] ? '}' : '{}'}`;
    const chain = { prev: match[3] ?? null, hash: match[4] };
    return { chain, hash: hashTexts(chain.prev, event, event.dataJson, own) };
  }
  const metadata = JSON.parse(event.metadataJson);
  const chain = chainOf(metadata);
  return {
    chain,
    hash: chain ? hashTexts(chain.prev, event, event.dataJson, JSON.stringify(withoutChain(metadata))) : null,
  };
};

/** The log's head after one more event. */
export const foldHead = (head, hash) => sha256(`${head}${hash}`);

/** The `chain` field of stored metadata, when it has a well-formed one. */
export const chainOf = (metadata) => {
  const chain = metadata && typeof metadata === 'object' ? metadata.chain : undefined;
  if (!chain || typeof chain !== 'object' || typeof chain.hash !== 'string') return null;
  return { prev: typeof chain.prev === 'string' ? chain.prev : null, hash: chain.hash };
};

/**
 * Verifies a log fed in global order (`add` each stored event, then `finish`). Per stream: every event chained to
 * the one before it, content matching its hash, revisions contiguous and in log order. Over the log: the head
 * folded from `fromPosition` matches every checkpoint and the stored head. Findings name the stream and revision.
 */
export const createChainVerifier = ({ fromPosition = 0, checkpoints = [], head = null } = {}) => {
  /** Per stream: the highest revision seen, the hash of that event, revisions skipped so far. */
  const streams = new Map();
  const findings = [];
  const pending = [...checkpoints].filter((c) => c.position > fromPosition).sort((a, b) => a.position - b.position);
  let next = 0;
  let current = GENESIS;
  let events = 0;
  let chained = 0;
  let unsealed = 0;
  let lastPosition = 0;
  let anchoredAt = fromPosition;
  const report = (finding) => findings.push(finding);

  /**
   * Checkpoints at or before `upTo`, against the head as it stands. After a mismatch the head is re-anchored on the
   * stored checkpoint, so each finding says which stretch of the log changed.
   */
  const checkAt = (upTo) => {
    while (next < pending.length && pending[next].position <= upTo) {
      const checkpoint = pending[next++];
      if (checkpoint.position !== lastPosition || checkpoint.hash !== current) {
        report({
          kind: 'checkpoint',
          position: checkpoint.position,
          message: `the log between positions ${anchoredAt + 1} and ${checkpoint.position} does not match its checkpoint: an event in it was changed, removed, added or moved`,
        });
        current = checkpoint.hash;
      }
      anchoredAt = checkpoint.position;
    }
  };

  const add = (event) => {
    checkAt(event.position - 1);
    events++;
    const { stream, revision } = event;
    let chain;
    let computed;
    if (typeof event.metadataJson === 'string') {
      try {
        ({ chain, hash: computed } = storedHash(event));
      } catch {
        chain = { prev: null, hash: '' };
        computed = null;
      }
    } else {
      chain = chainOf(event.metadata);
      computed = chain ? eventHash(chain.prev, event) : null;
    }
    let state = streams.get(stream);
    if (!state) streams.set(stream, (state = { revision: -1, hash: null, chained: false, skipped: new Set() }));
    lastPosition = event.position;
    if (!chain) {
      // Before the chain began (not sealed yet) an event has none; after it, or after a chained event of its
      // stream, a missing chain means it was stripped or inserted.
      if (event.position > fromPosition || state.chained)
        report({
          kind: 'unchained',
          stream,
          revision,
          message: `${stream} revision ${revision} has no chain metadata`,
        });
      else unsealed++;
      state.revision = Math.max(state.revision, revision);
      return;
    }
    chained++;
    if (event.position > fromPosition) current = foldHead(current, chain.hash);
    if (computed !== chain.hash)
      report({
        kind: 'changed',
        stream,
        revision,
        message: `${stream} revision ${revision} (${event.type}) does not match its hash: its content was changed`,
      });
    if (revision <= state.revision) {
      state.skipped.delete(revision);
      report({
        kind: 'reordered',
        stream,
        revision,
        message: `${stream} revision ${revision} comes after revision ${state.revision} in the log (events reordered)`,
      });
      return;
    }
    if (revision === state.revision + 1) {
      const prev = state.chained ? state.hash : null;
      if (chain.prev !== prev)
        report({
          kind: 'broken',
          stream,
          revision,
          message: `${stream} revision ${revision} is not chained to revision ${revision - 1} (an event was removed, replaced or reordered)`,
        });
    } else {
      // A gap: the revisions in it are missing unless they turn up later in the log (then they were reordered).
      for (let r = state.revision + 1; r < revision && state.skipped.size < 1000; r++) state.skipped.add(r);
    }
    Object.assign(state, { revision, hash: chain.hash, chained: true });
  };

  const finish = () => {
    checkAt(Number.MAX_SAFE_INTEGER);
    if (head && head.position > fromPosition && (head.position !== lastPosition || head.hash !== current))
      report({
        kind: 'head',
        position: head.position,
        message: `the log after position ${anchoredAt} does not match its head (position ${head.position}): events were changed, removed or added`,
      });
    for (const [stream, state] of streams)
      for (const revision of state.skipped)
        report({
          kind: 'missing',
          stream,
          revision,
          message: `${stream} revision ${revision} is missing (removed from the middle of the stream)`,
        });
    return {
      events,
      chained,
      unsealed,
      streams: streams.size,
      head: current,
      lastPosition,
      checkpointsChecked: next,
      findings,
    };
  };

  return { add, finish };
};
