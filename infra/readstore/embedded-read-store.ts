/**
 * The embedded read store: in-process collections queried with the Mongo query language through mingo.
 * Stored documents are private copies, changed copy-on-write, so a failed write changes nothing and a returned
 * document can be mutated freely. Filters on `_id` and equality on an indexed field use hash maps; others scan.
 * Every method does its work synchronously before its promise settles, so awaited writes never interleave.
 */
import { randomUUID } from 'node:crypto';
import type { Collection, Doc, ReadStore } from '../../commands/ports';
import { copy, withIdFirst, type Plain } from './embedded/documents';
import { createIndex, dropIndex, listIndexes, type Table } from './embedded/indexes';
import { aggregate, matching, select } from './embedded/reads';
import { commit, remove, replace, updateDocs } from './embedded/writes';

export { DuplicateKeyError } from './embedded/write-errors';

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
    listIndexes: async () => listIndexes(tableOf(name)),
    dropIndex: async (index) => dropIndex(tableOf(name), index),
    bulkReplace: async (writes) => {
      for (const { filter, replacement, upsert } of writes) replace(tableOf(name), filter, replacement, upsert);
    },
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
