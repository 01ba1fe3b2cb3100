/**
 * A read model's digest (issue 11, `audit -- verify`): its document count and one SHA-256 over its documents in
 * `_id` order, each as canonical JSON (keys sorted, otherwise as JSON.stringify writes it) without `_position`, the
 * runtime's bookkeeping. Two stores holding the same documents give the same digest whatever order they keep keys in.
 */
import { createHash } from 'node:crypto';

export interface ReadModelDigest {
  name: string;
  collection: string;
  documents: number;
  hash: string;
}

const canonical = (value: unknown, inArray: boolean): string | undefined => {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function')
    value = (value as { toJSON: () => unknown }).toJSON();
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((item) => canonical(item, true)).join(',')}]`;
      const parts: string[] = [];
      for (const key of Object.keys(value).sort()) {
        const text = canonical((value as Record<string, unknown>)[key], false);
        if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
      }
      return `{${parts.join(',')}}`;
    }
    case 'bigint':
      return JSON.stringify(value.toString());
    default:
      return inArray ? 'null' : undefined;
  }
};

/** JSON with object keys sorted at every depth. */
export const canonicalJson = (value: unknown) => canonical(value, true)!;

/** The document as compared: without the runtime's `_position`. */
const comparable = (doc: Record<string, unknown>) => {
  const { _position: _ignored, ...rest } = doc;
  return rest;
};

export const idOrder = (a: { _id?: unknown }, b: { _id?: unknown }) => {
  const [x, y] = [String(a._id), String(b._id)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Documents fed in `_id` order (see idOrder), a slice at a time; `finish` gives the count and the hash. */
export const createReadModelDigest = () => {
  const hash = createHash('sha256');
  let documents = 0;
  return {
    add: (doc: Record<string, unknown>) => {
      hash.update(canonicalJson(comparable(doc)));
      hash.update('\n');
      documents++;
    },
    finish: () => ({ documents, hash: hash.digest('hex') }),
  };
};

export interface ReadModelComparison {
  name: string;
  live: { documents: number; hash: string } | null;
  rebuilt: { documents: number; hash: string };
  equal: boolean;
}

/** Per read model: the live digest against the one rebuilt from the log. */
export const compareReadModels = (live: ReadModelDigest[] | null, rebuilt: ReadModelDigest[]): ReadModelComparison[] =>
  rebuilt.map((r) => {
    const l = live?.find((d) => d.name === r.name) ?? null;
    return {
      name: r.name,
      live: l && { documents: l.documents, hash: l.hash },
      rebuilt: { documents: r.documents, hash: r.hash },
      equal: l !== null && l.documents === r.documents && l.hash === r.hash,
    };
  });
