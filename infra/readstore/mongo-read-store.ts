/**
 * The production read store: MongoDB through the official driver. A thin mapping of the port onto the driver;
 * driver errors pass through unchanged, so a duplicate key still carries `code: 11000`. Client defaults:
 * `ignoreUndefined`, `readPreference: 'primary'`, `writeConcern: {w: 'majority'}` (see openMongoReadStore).
 */
import { MongoClient, MongoServerError } from 'mongodb';
import type { Document, Filter as MongoFilter, FindOptions as MongoFindOptions, UpdateFilter } from 'mongodb';
import type { Collection, Doc, Filter, FindOptions, ReadStore } from '../../commands/ports';

/** MongoDB's NamespaceNotFound: dropping a collection that does not exist. */
const NAMESPACE_NOT_FOUND = 26;

/** The driver serialises `undefined` option values, so only the options that are set are passed on. */
const findOptions = ({ sort, skip, limit, projection }: FindOptions): MongoFindOptions => ({
  ...(sort && { sort }),
  ...(skip && { skip }),
  ...(limit && { limit }),
  ...(projection && { projection }),
});

const filterOf = (filter: Filter = {}) => filter as MongoFilter<Document>;

/** Opens a client and checks the server answers; `dbName` defaults to the database named in the URL. */
export const openMongoReadStore = async (url: string, dbName?: string): Promise<ReadStore> => {
  // Fields holding `undefined` are left out (not stored as null), reads and writes go to the primary, and a write
  // is acknowledged once a majority of the replica set has it (a failover does not roll it back).
  const client = await new MongoClient(url, {
    ignoreUndefined: true,
    readPreference: 'primary',
    writeConcern: { w: 'majority' },
  }).connect();
  const db = client.db(dbName);

  const collection = <T extends Doc = Doc>(name: string): Collection<T> => {
    const c = db.collection<Document>(name);
    return {
      find: async (filter, options = {}) =>
        (await c.find(filterOf(filter), findOptions(options)).toArray()) as unknown as T[],
      findOne: async (filter, options = {}) =>
        (await c.findOne(filterOf(filter), findOptions(options))) as unknown as T | null,
      countDocuments: async (filter) => c.countDocuments(filterOf(filter)),
      aggregate: async <R>(pipeline: Record<string, unknown>[]) => (await c.aggregate(pipeline).toArray()) as R[],
      insertOne: async (doc) => {
        await c.insertOne({ ...(doc as Document) });
      },
      replaceOne: async (filter, doc, options = {}) => {
        const { matchedCount, modifiedCount, upsertedCount } = await c.replaceOne(filterOf(filter), doc, {
          upsert: options.upsert ?? false,
        });
        return { matchedCount, modifiedCount, upsertedCount };
      },
      updateOne: async (filter, update, options = {}) => {
        const { matchedCount, modifiedCount, upsertedCount } = await c.updateOne(
          filterOf(filter),
          update as UpdateFilter<Document>,
          { upsert: options.upsert ?? false },
        );
        return { matchedCount, modifiedCount, upsertedCount };
      },
      updateMany: async (filter, update, options = {}) => {
        const { matchedCount, modifiedCount, upsertedCount } = await c.updateMany(
          filterOf(filter),
          update as UpdateFilter<Document>,
          { upsert: options.upsert ?? false },
        );
        return { matchedCount, modifiedCount, upsertedCount };
      },
      deleteOne: async (filter) => ({ deletedCount: (await c.deleteOne(filterOf(filter))).deletedCount }),
      deleteMany: async (filter) => ({ deletedCount: (await c.deleteMany(filterOf(filter))).deletedCount }),
      createIndex: async (keys, options = {}) => {
        await c.createIndex(keys, { unique: options.unique ?? false, ...(options.name && { name: options.name }) });
      },
      listIndexes: async () => {
        try {
          const indexes = await c.listIndexes().toArray();
          return indexes
            .filter((index) => index.name !== '_id_')
            .map((index) => ({
              name: String(index.name),
              key: index.key as Record<string, 1 | -1>,
              unique: index.unique === true,
            }));
        } catch (error) {
          if (error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND) return [];
          throw error;
        }
      },
      dropIndex: async (index) => {
        await c.dropIndex(index);
      },
      bulkReplace: async (writes) => {
        if (writes.length === 0) return;
        await c.bulkWrite(
          writes.map(({ filter, replacement, upsert }) => ({
            replaceOne: { filter: filterOf(filter), replacement: replacement as Document, upsert: upsert ?? false },
          })),
          { ordered: true },
        );
      },
    };
  };

  return {
    kind: 'mongodb',
    durable: true,
    collection,
    drop: async (name) => {
      try {
        await db.collection(name).drop();
      } catch (error) {
        if (!(error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND)) throw error;
      }
    },
    close: () => client.close(),
  };
};
