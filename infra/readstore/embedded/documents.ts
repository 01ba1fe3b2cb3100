/**
 * Documents of the embedded read store as MongoDB sees them: deep copies, dotted paths (with the multikey expansion
 * through arrays), equality and sort order, and the hash key of a value.
 */
import { compare } from 'mingo/util';
import type { Doc, SortSpec } from '../../../commands/ports';

export type Plain = Record<string, unknown>;

export const isPlain = (value: unknown): value is Plain =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !(value instanceof RegExp);

export const copy = <V>(value: V): V => {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copy) as V;
  if (value instanceof Date) return new Date(value.getTime()) as V;
  if (!isPlain(value)) return structuredClone(value);
  const out: Plain = {};
  // A field holding `undefined` is left out, as MongoDB's driver does with `ignoreUndefined` (our client's default).
  for (const key in value) if (value[key] !== undefined) out[key] = copy(value[key]);
  return out as V;
};

/** Equality as MongoDB compares stored values: deep, and for subdocuments field order matters. */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (!isPlain(a) || !isPlain(b)) return false;
  const [keysA, keysB] = [Object.keys(a), Object.keys(b)];
  return keysA.length === keysB.length && keysA.every((key, i) => key === keysB[i] && sameValue(a[key], b[key]));
};

/** Hash key of a value: strings as themselves, anything else typed; a missing value indexes as null. */
export const keyOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const v = value ?? null;
  return `\u0000${v instanceof Date ? 'date' : typeof v}:${JSON.stringify(v)}`;
};

/** Every value a dotted path reaches, through arrays of subdocuments, as a multikey index sees them. */
export const valuesAt = (node: unknown, path: string[]): unknown[] => {
  const [head, ...rest] = path;
  if (head === undefined) return Array.isArray(node) && node.length > 0 ? node : [node];
  if (Array.isArray(node)) {
    const byPosition = /^\d+$/.test(head) ? valuesAt(node[Number(head)], rest) : [];
    const found = [...byPosition, ...node.flatMap((item) => (isPlain(item) ? valuesAt(item, path) : []))];
    return found.length > 0 ? found : [undefined];
  }
  return isPlain(node) ? valuesAt(node[head], rest) : [undefined];
};

export const setPath = (doc: Plain, path: string, value: unknown): void => {
  const parts = path.split('.');
  const last = parts.pop() as string;
  let node = doc;
  for (const part of parts) {
    if (!isPlain(node[part])) node[part] = {};
    node = node[part] as Plain;
  }
  node[last] = value;
};

/** The value at a dotted path through subdocuments and array positions, without the multikey expansion. */
export const valueAt = (doc: Plain, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => {
    if (isPlain(node)) return node[part];
    return Array.isArray(node) && /^\d+$/.test(part) ? node[Number(part)] : undefined;
  }, doc);

export const isMissing = (doc: Plain, path: string): boolean => {
  let node: unknown = doc;
  for (const part of path.split('.')) {
    if (!isPlain(node)) return false;
    if (!Object.hasOwn(node, part)) return true;
    node = node[part];
  }
  return false;
};

export const withIdFirst = (doc: Plain, id: unknown): Doc => ({ _id: id, ...doc }) as Doc;

/**
 * MongoDB's sort order: an array sorts by its smallest element ascending and its largest descending, an empty array
 * before null, a missing field as null. mingo compares whole arrays, so the keys are computed here.
 */
export const sortDocs = (docs: Doc[], sort: SortSpec): Doc[] => {
  const fields = Object.entries(sort).map(([path, direction]) => ({ path: path.split('.'), direction }));
  const keyAt = (doc: Doc, { path, direction }: (typeof fields)[number]) =>
    valuesAt(doc, path)
      .map((value) => (Array.isArray(value) ? undefined : (value ?? null)))
      .reduce((best, value) => (compare(value, best) * direction < 0 ? value : best));
  return docs
    .map((doc) => ({ doc, keys: fields.map((field) => keyAt(doc, field)) }))
    .sort((a, b) => {
      for (const [i, { direction }] of fields.entries()) {
        const order = compare(a.keys[i], b.keys[i]) * direction;
        if (order !== 0) return order;
      }
      return 0;
    })
    .map(({ doc }) => doc);
};
