/**
 * The embedded read store: in-process collections queried with the Mongo query language through mingo.
 * Stored documents are private copies, changed copy-on-write, so a failed write changes nothing and a returned
 * document can be mutated freely. Filters on `_id` and equality on an indexed field use hash maps; others scan.
 * Every method does its work synchronously before its promise settles, so awaited writes never interleave.
 */
import { randomUUID } from 'node:crypto';
import { aggregate as runPipeline, Query, update as runUpdate } from 'mingo';
import * as updateOperators from 'mingo/operators/update';
import { compare } from 'mingo/util';
import type {
  Collection,
  Doc,
  Filter,
  FindOptions,
  ReadStore,
  SortSpec,
  Update,
  UpdateResult,
} from '../../commands/ports';

type Plain = Record<string, unknown>;
type Modifier = Parameters<typeof runUpdate>[1];
type UpdateOperator = (expr: Plain) => (doc: Plain) => string[];

const UPDATE_OPERATORS = updateOperators as unknown as Record<string, UpdateOperator | undefined>;

interface Index {
  name: string;
  paths: string[][];
  unique: boolean;
  /** index key -> ids (as `keyOf(_id)`) of the documents holding it */
  entries: Map<string, Set<string>>;
}

interface Table {
  name: string;
  docs: Map<string, Doc>;
  indexes: Index[];
}

/** A write of one document: insert (no before), replace (both), delete (no after). */
interface Change {
  before?: Doc;
  after?: Doc;
}

/** A write MongoDB refuses, with MongoDB's error code (11000 duplicate key, 66 immutable field, 14 type mismatch...). */
class WriteError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'WriteError';
  }
}

/** Raised like MongoDB's E11000 so callers test `error.code === 11000` on every adapter. */
export class DuplicateKeyError extends WriteError {
  constructor(table: string, index: string, key: string) {
    super(11000, `E11000 duplicate key error collection: ${table} index: ${index} dup key: ${key}`);
    this.name = 'DuplicateKeyError';
  }
}

/** Update operators and the current values they accept; MongoDB refuses the others, mingo silently skips them. */
const OPERANDS: [op: string, accepts: (value: unknown) => boolean, code: number, kind: string][] = [
  ['$inc', (value) => typeof value === 'number', 14, 'non-numeric'],
  ['$mul', (value) => typeof value === 'number', 14, 'non-numeric'],
  ['$push', Array.isArray, 2, 'non-array'],
  ['$addToSet', Array.isArray, 2, 'non-array'],
  ['$pull', Array.isArray, 2, 'non-array'],
];

/** Stages of an aggregation that never write into their input documents (mingo's $project and $unwind can). */
const READ_ONLY_STAGES = new Set(['$match', '$group', '$sort', '$skip', '$limit', '$count', '$sortByCount']);

const isPlain = (value: unknown): value is Plain =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !(value instanceof RegExp);

const copy = <V>(value: V): V => {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copy) as V;
  if (value instanceof Date) return new Date(value.getTime()) as V;
  if (!isPlain(value)) return structuredClone(value);
  const out: Plain = {};
  for (const key in value) out[key] = copy(value[key]);
  return out as V;
};

/**
 * Copy-on-write for an update: a shallow copy of the stored document in which the top-level fields the update
 * names are deep copies. Untouched fields stay shared with the previous version, which nothing mutates.
 */
const writableCopy = (doc: Doc, update: Update): Doc => {
  const out: Plain = { ...doc };
  const touch = (path: string) => {
    const field = path.split('.', 1)[0] as string;
    if (Object.hasOwn(doc, field)) out[field] = copy(doc[field]);
  };
  for (const [op, fields] of Object.entries(update)) {
    for (const [path, value] of Object.entries(fields as Plain)) {
      touch(path);
      if (op === '$rename' && typeof value === 'string') touch(value);
    }
  }
  return out as Doc;
};

/** Equality as MongoDB compares stored values: deep, and for subdocuments field order matters. */
const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (!isPlain(a) || !isPlain(b)) return false;
  const [keysA, keysB] = [Object.keys(a), Object.keys(b)];
  return keysA.length === keysB.length && keysA.every((key, i) => key === keysB[i] && sameValue(a[key], b[key]));
};

/** Hash key of a value: strings as themselves, anything else typed; a missing value indexes as null. */
const keyOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const v = value ?? null;
  return `\u0000${v instanceof Date ? 'date' : typeof v}:${JSON.stringify(v)}`;
};

const isScalar = (value: unknown): boolean =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && !Number.isNaN(value));

/** The values a condition accepts by plain equality (`v`, `{$eq: v}`, `{$in: [...]}` of scalars), if that is all it is. */
const equalities = (condition: unknown): unknown[] | undefined => {
  if (isScalar(condition)) return [condition];
  if (!isPlain(condition) || Object.keys(condition).length !== 1) return undefined;
  if ('$eq' in condition && isScalar(condition.$eq)) return [condition.$eq];
  if ('$in' in condition && Array.isArray(condition.$in) && condition.$in.every(isScalar)) return condition.$in;
  return undefined;
};

/** Every value a dotted path reaches, through arrays of subdocuments, as a multikey index sees them. */
const valuesAt = (node: unknown, path: string[]): unknown[] => {
  const [head, ...rest] = path;
  if (head === undefined) return Array.isArray(node) && node.length > 0 ? node : [node];
  if (Array.isArray(node)) {
    const byPosition = /^\d+$/.test(head) ? valuesAt(node[Number(head)], rest) : [];
    const found = [...byPosition, ...node.flatMap((item) => (isPlain(item) ? valuesAt(item, path) : []))];
    return found.length > 0 ? found : [undefined];
  }
  return isPlain(node) ? valuesAt(node[head], rest) : [undefined];
};

const indexKeys = (index: Index, doc: Doc): string[] =>
  index.paths
    .reduce<string[][]>(
      (keys, path) => {
        const parts = [...new Set(valuesAt(doc, path).map(keyOf))];
        return keys.flatMap((key) => parts.map((part) => [...key, part]));
      },
      [[]],
    )
    .map((parts) => parts.join('\u0001'));

const setPath = (doc: Plain, path: string, value: unknown): void => {
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
const valueAt = (doc: Plain, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => {
    if (isPlain(node)) return node[part];
    return Array.isArray(node) && /^\d+$/.test(part) ? node[Number(part)] : undefined;
  }, doc);

const isMissing = (doc: Plain, path: string): boolean => {
  let node: unknown = doc;
  for (const part of path.split('.')) {
    if (!isPlain(node)) return false;
    if (!Object.hasOwn(node, part)) return true;
    node = node[part];
  }
  return false;
};

/** The document an upsert starts from: the filter's equality fields, as MongoDB seeds it. */
const seedFrom = (filter: Filter, seed: Plain = {}): Plain => {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) condition.forEach((clause: Filter) => seedFrom(clause, seed));
    if (key.startsWith('$') || condition instanceof RegExp) continue;
    const operators = isPlain(condition) ? Object.keys(condition).filter((k) => k.startsWith('$')) : [];
    if (operators.length === 0) setPath(seed, key, copy(condition));
    else if (operators.length === 1 && isPlain(condition) && '$eq' in condition)
      setPath(seed, key, copy(condition.$eq));
  }
  return seed;
};

/**
 * MongoDB's $addToSet appends the values (deduplicated) that the array does not hold and leaves duplicates already
 * in it; mingo's rebuilds the array as a set. Rewritten as a $push of the new values for every array it targets.
 */
const addToSetAsPush = (doc: Plain, update: Plain): void => {
  const addToSet = update.$addToSet as Plain;
  const push = { ...(update.$push as Plain | undefined) };
  for (const [path, spec] of Object.entries(addToSet)) {
    const current = valueAt(doc, path);
    if (!Array.isArray(current)) continue;
    const values = isPlain(spec) && Array.isArray(spec.$each) ? spec.$each : [spec];
    const fresh = values.filter(
      (v, i) => values.findIndex((w) => sameValue(v, w)) === i && !current.some((c) => sameValue(c, v)),
    );
    delete addToSet[path];
    if (fresh.length > 0) push[path] = { $each: fresh };
  }
  if (Object.keys(push).length > 0) update.$push = push;
  if (Object.keys(addToSet).length === 0) delete update.$addToSet;
};

/** MongoDB rejects an update that touches one path twice or a path and its parent ("would create a conflict"). */
const checkConflicts = (modifier: Plain): void => {
  const paths = Object.values(modifier)
    .flatMap((fields) => Object.keys(fields as Plain))
    .sort();
  paths.forEach((path, i) => {
    const next = paths[i + 1];
    if (next === path || next?.startsWith(`${path}.`))
      throw new Error(`Updating the path '${next}' would create a conflict at '${path}'`);
  });
};

const checkOperands = (doc: Plain, update: Plain): void => {
  for (const [op, accepts, code, kind] of OPERANDS) {
    for (const path of Object.keys((update[op] ?? {}) as Plain)) {
      const value = path.includes('$') ? undefined : valueAt(doc, path);
      if (value !== undefined && !accepts(value))
        throw new WriteError(code, `Cannot apply ${op} to a ${kind} value at '${path}'`);
    }
  }
};

/**
 * Applies update operators to `doc` in place; true when it changed. MongoDB creates a missing array before
 * $push/$addToSet apply $each/$slice/$sort to it; mingo skips those modifiers then, so missing arrays start empty.
 * mingo's `update()` rebuilds its operator tables on every call (about 60 µs), so only updates with a positional
 * `$` (which need the filter) go through it; the others call mingo's update operators directly.
 */
const modify = (doc: Plain, modifier: Update, filter: Filter): boolean => {
  const update = copy(modifier);
  checkConflicts(update);
  checkOperands(doc, update);
  let changed = false;
  for (const op of ['$push', '$addToSet']) {
    for (const path of Object.keys((update[op] ?? {}) as Plain)) {
      if (path.includes('$') || !isMissing(doc, path)) continue;
      setPath(doc, path, []);
      changed = true;
    }
  }
  const positional = Object.values(update).some((fields) =>
    Object.keys(fields as Plain).some((path) => path.includes('.$')),
  );
  if (positional)
    return runUpdate(doc, update as Modifier, undefined, filter, { cloneMode: 'none' }).length > 0 || changed;
  if (isPlain(update.$addToSet)) addToSetAsPush(doc, update);
  for (const [op, fields] of Object.entries(update)) {
    const operator = UPDATE_OPERATORS[op];
    if (!operator || !isPlain(fields)) throw new Error(`Unknown update operator: '${op}'.`);
    changed = operator(fields)(doc).length > 0 || changed;
  }
  return changed;
};

const result = (matchedCount: number, modifiedCount: number, upsertedCount: number): UpdateResult => ({
  matchedCount,
  modifiedCount,
  upsertedCount,
});

const withIdFirst = (doc: Plain, id: unknown): Doc => ({ _id: id, ...doc }) as Doc;

// ---------------------------------------------------------------- table operations

const candidates = (table: Table, filter: Filter): Doc[] | undefined => {
  const byId = (ids: Iterable<string>) => [...new Set(ids)].flatMap((id) => table.docs.get(id) ?? []);
  const ids = equalities(filter._id);
  if (ids) return byId(ids.map(keyOf));
  for (const index of table.indexes) {
    const [path, ...others] = index.paths;
    const values = path && others.length === 0 ? equalities(filter[path.join('.')]) : undefined;
    if (values) return byId(values.flatMap((value) => [...(index.entries.get(keyOf(value)) ?? [])]));
  }
  return undefined;
};

const matching = (table: Table, filter: Filter): Doc[] => {
  const found = candidates(table, filter);
  const keys = Object.keys(filter);
  if (found && keys.length === 1 && keys[0] === '_id') return found;
  const docs = found ?? [...table.docs.values()];
  if (keys.length === 0) return docs;
  const query = new Query(filter);
  return docs.filter((doc) => query.test(doc));
};

/**
 * MongoDB's sort order: an array sorts by its smallest element ascending and its largest descending, an empty array
 * before null, a missing field as null. mingo compares whole arrays, so the keys are computed here.
 */
const sortDocs = (docs: Doc[], sort: SortSpec): Doc[] => {
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

const select = (table: Table, filter: Filter, { sort, skip, limit, projection }: FindOptions): Doc[] => {
  let docs = matching(table, filter);
  if (sort && Object.keys(sort).length > 0) docs = sortDocs(docs, sort);
  docs = docs.slice(skip ?? 0, limit ? (skip ?? 0) + limit : undefined).map(copy);
  if (!projection || Object.keys(projection).length === 0) return docs;
  return runPipeline(docs, [{ $project: projection }]) as Doc[];
};

const aggregate = (table: Table, pipeline: Record<string, unknown>[]): unknown[] => {
  const [first, ...rest] = pipeline;
  const leadingMatch = first && Object.keys(first).length === 1 && isPlain(first.$match) ? first.$match : undefined;
  const docs = leadingMatch ? matching(table, leadingMatch) : [...table.docs.values()];
  const given = leadingMatch ? rest : pipeline;
  const readOnly = given.every((stage) => READ_ONLY_STAGES.has(Object.keys(stage)[0] ?? ''));
  // mingo's $count answers [{n: 0}] on no input, MongoDB nothing: use MongoDB's own definition of the stage.
  const stages = given.flatMap((stage) =>
    typeof stage.$count === 'string'
      ? [{ $group: { _id: null, [stage.$count]: { $sum: 1 } } }, { $project: { _id: 0 } }]
      : [stage],
  );
  const output = runPipeline(readOnly ? docs : docs.map(copy), stages);
  return readOnly ? output.map(copy) : output;
};

const duplicate = (table: Table, index: Pick<Index, 'name' | 'paths'>, doc: Doc) => {
  const key = Object.fromEntries(index.paths.map((path) => [path.join('.'), valuesAt(doc, path)[0] ?? null]));
  return new DuplicateKeyError(table.name, index.name, JSON.stringify(key));
};

const checkUnique = (table: Table, doc: Doc, isInsert: boolean): void => {
  const id = keyOf(doc._id);
  if (isInsert && table.docs.has(id)) throw duplicate(table, { name: '_id_', paths: [['_id']] }, doc);
  for (const index of table.indexes.filter((i) => i.unique)) {
    for (const key of indexKeys(index, doc)) {
      const holders = index.entries.get(key);
      if (holders && [...holders].some((holder) => holder !== id)) throw duplicate(table, index, doc);
    }
  }
};

const reindex = (table: Table, doc: Doc, add: boolean): void => {
  const id = keyOf(doc._id);
  for (const index of table.indexes) {
    for (const key of indexKeys(index, doc)) {
      const holders = index.entries.get(key) ?? new Set<string>();
      if (add) index.entries.set(key, holders.add(id));
      else if (holders.delete(id) && holders.size === 0) index.entries.delete(key);
    }
  }
};

/** Moves one document from `before` to `after`, keeping its place in the natural order when its id stays. */
const swap = (table: Table, before: Doc | undefined, after: Doc | undefined): void => {
  if (before) {
    reindex(table, before, false);
    if (!after || keyOf(after._id) !== keyOf(before._id)) table.docs.delete(keyOf(before._id));
  }
  if (after) {
    table.docs.set(keyOf(after._id), after);
    reindex(table, after, true);
  }
};

/** Applies changes in order; when one breaks a unique index, undoes the ones applied and rethrows. */
const commit = (table: Table, changes: Change[]): void => {
  const done: Change[] = [];
  try {
    for (const change of changes) {
      if (change.after) checkUnique(table, change.after, !change.before);
      swap(table, change.before, change.after);
      done.push(change);
    }
  } catch (error) {
    for (const change of done.reverse()) swap(table, change.after, change.before);
    throw error;
  }
};

const upsert = (table: Table, filter: Filter, modifier: Update): UpdateResult => {
  const { $setOnInsert, ...update } = modifier;
  const seed = seedFrom(filter);
  modify(seed, update, filter);
  if (isPlain($setOnInsert)) modify(seed, { $set: $setOnInsert }, filter);
  commit(table, [{ after: withIdFirst(seed, seed._id ?? randomUUID()) }]);
  return result(0, 0, 1);
};

const updateDocs = (
  table: Table,
  filter: Filter,
  modifier: Update,
  many: boolean,
  upsertNew?: boolean,
): UpdateResult => {
  const found = matching(table, filter);
  const targets = many ? found : found.slice(0, 1);
  if (targets.length === 0) return upsertNew ? upsert(table, filter, modifier) : result(0, 0, 0);
  const { $setOnInsert: _ignored, ...update } = modifier;
  const changes = targets.flatMap((before) => {
    const after = writableCopy(before, update);
    return modify(after, update, filter) ? [{ before, after }] : [];
  });
  commit(table, changes);
  return result(targets.length, changes.length, 0);
};

const replace = (table: Table, filter: Filter, doc: Doc, upsertNew?: boolean): UpdateResult => {
  const [before] = matching(table, filter);
  const { _id, ...fields } = copy(doc) as Plain;
  if (!before) {
    if (!upsertNew) return result(0, 0, 0);
    commit(table, [{ after: withIdFirst(fields, _id ?? seedFrom(filter)._id ?? randomUUID()) }]);
    return result(0, 0, 1);
  }
  if (_id !== undefined && keyOf(_id) !== keyOf(before._id))
    throw new WriteError(66, "Performing an update on the path '_id' would modify the immutable field '_id'");
  // MongoDB skips a replacement that is byte-identical to the stored document (same fields, same order).
  if (sameValue(doc, before)) return result(1, 0, 0);
  const after = withIdFirst(fields, before._id);
  commit(table, [{ before, after }]);
  return result(1, 1, 0);
};

const remove = (table: Table, filter: Filter, many: boolean): { deletedCount: number } => {
  const found = matching(table, filter);
  const targets = many ? found : found.slice(0, 1);
  commit(
    table,
    targets.map((before) => ({ before })),
  );
  return { deletedCount: targets.length };
};

const createIndex = (
  table: Table,
  keys: Record<string, 1 | -1>,
  options: { unique?: boolean; name?: string },
): void => {
  const fields = Object.keys(keys);
  const name = options.name ?? fields.map((field) => `${field}_${keys[field]}`).join('_');
  if (name === '_id_' || table.indexes.some((index) => index.name === name)) return;
  const index: Index = {
    name,
    paths: fields.map((f) => f.split('.')),
    unique: options.unique ?? false,
    entries: new Map(),
  };
  for (const doc of table.docs.values()) {
    for (const key of indexKeys(index, doc)) {
      const holders = index.entries.get(key) ?? new Set<string>();
      if (index.unique && holders.size > 0) throw duplicate(table, index, doc);
      index.entries.set(key, holders.add(keyOf(doc._id)));
    }
  }
  table.indexes.push(index);
};

// ---------------------------------------------------------------- the port

export const createEmbeddedReadStore = (): ReadStore => {
  const tables = new Map<string, Table>();
  const tableOf = (name: string): Table => {
    let table = tables.get(name);
    if (!table) tables.set(name, (table = { name, docs: new Map(), indexes: [] }));
    return table;
  };

  const collection = <T extends Doc = Doc>(name: string): Collection<T> => ({
    find: async (filter = {}, options = {}) => select(tableOf(name), filter, options) as T[],
    findOne: async (filter = {}, options = {}) =>
      (select(tableOf(name), filter, { ...options, limit: 1 })[0] as T) ?? null,
    countDocuments: async (filter = {}) => matching(tableOf(name), filter).length,
    aggregate: async <R>(pipeline: Record<string, unknown>[]) => aggregate(tableOf(name), pipeline) as R[],
    insertOne: async (doc) => {
      const { _id, ...fields } = copy(doc) as Plain;
      commit(tableOf(name), [{ after: withIdFirst(fields, _id ?? randomUUID()) }]);
    },
    replaceOne: async (filter, doc, options = {}) => replace(tableOf(name), filter, doc, options.upsert),
    updateOne: async (filter, update, options = {}) => updateDocs(tableOf(name), filter, update, false, options.upsert),
    updateMany: async (filter, update, options = {}) => updateDocs(tableOf(name), filter, update, true, options.upsert),
    deleteOne: async (filter) => remove(tableOf(name), filter, false),
    deleteMany: async (filter = {}) => remove(tableOf(name), filter, true),
    createIndex: async (keys, options = {}) => createIndex(tableOf(name), keys, options),
  });

  return {
    kind: 'embedded',
    durable: false,
    collection,
    drop: async (name) => {
      tables.delete(name);
    },
    close: async () => {
      tables.clear();
    },
  };
};
