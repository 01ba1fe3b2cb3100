/**
 * Hash indexes of the embedded read store: `_id` and equality on an indexed field are answered from hash maps, and
 * unique indexes refuse a duplicate key as MongoDB does.
 */
import type { Doc, Filter } from '../../../commands/ports';
import { isPlain, keyOf, valuesAt } from './documents';
import { DuplicateKeyError, WriteError } from './write-errors';

export interface Index {
  name: string;
  /** The key specification as given to `createIndex`. */
  key: Record<string, 1 | -1>;
  paths: string[][];
  unique: boolean;
  /** index key -> ids (as `keyOf(_id)`) of the documents holding it */
  entries: Map<string, Set<string>>;
}

export interface Table {
  name: string;
  docs: Map<string, Doc>;
  indexes: Index[];
}

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

export const candidates = (table: Table, filter: Filter): Doc[] | undefined => {
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

const duplicate = (table: Table, index: Pick<Index, 'name' | 'paths'>, doc: Doc) => {
  const key = Object.fromEntries(index.paths.map((path) => [path.join('.'), valuesAt(doc, path)[0] ?? null]));
  return new DuplicateKeyError(table.name, index.name, JSON.stringify(key));
};

export const checkUnique = (table: Table, doc: Doc, isInsert: boolean): void => {
  const id = keyOf(doc._id);
  if (isInsert && table.docs.has(id)) throw duplicate(table, { name: '_id_', paths: [['_id']] }, doc);
  for (const index of table.indexes.filter((i) => i.unique)) {
    for (const key of indexKeys(index, doc)) {
      const holders = index.entries.get(key);
      if (holders && [...holders].some((holder) => holder !== id)) throw duplicate(table, index, doc);
    }
  }
};

export const reindex = (table: Table, doc: Doc, add: boolean): void => {
  const id = keyOf(doc._id);
  for (const index of table.indexes) {
    for (const key of indexKeys(index, doc)) {
      const holders = index.entries.get(key) ?? new Set<string>();
      if (add) index.entries.set(key, holders.add(id));
      else if (holders.delete(id) && holders.size === 0) index.entries.delete(key);
    }
  }
};

export const createIndex = (
  table: Table,
  keys: Record<string, 1 | -1>,
  options: { unique?: boolean; name?: string },
): void => {
  const fields = Object.keys(keys);
  const name = options.name ?? fields.map((field) => `${field}_${keys[field]}`).join('_');
  if (name === '_id_') return;
  const existing = table.indexes.find((index) => index.name === name);
  if (existing) {
    // As MongoDB: the same index again changes nothing; the same name with other keys or options is refused.
    if (existing.paths.map((path) => path.join('.')).join() !== fields.join())
      throw new WriteError(86, `An existing index has the same name as the requested index: ${name}`);
    if (existing.unique !== (options.unique ?? false))
      throw new WriteError(85, `Index already exists with different options: ${name}`);
    return;
  }
  const index: Index = {
    name,
    key: { ...keys },
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

export const listIndexes = (table: Table) =>
  table.indexes.map((index) => ({ name: index.name, key: { ...index.key }, unique: index.unique }));

export const dropIndex = (table: Table, name: string): void => {
  const at = table.indexes.findIndex((index) => index.name === name);
  if (at < 0) throw new WriteError(27, `index not found with name [${name}]`);
  table.indexes.splice(at, 1);
};
