/**
 * The digests of the read models (issue 11, `audit -- verify`), computed from any read store: the live one in the
 * server (`GET /api/admin/audit/read-models`), MongoDB's durable collections, or a scratch store rebuilt from the
 * log. Documents are hashed a slice at a time, yielding to the event loop between slices, so a server computing them
 * keeps answering.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ReadStore } from '../../commands/ports';
import { createReadModelDigest, idOrder, type ReadModelDigest } from '../../domain/audit/read-model-digest';
import type { Projection } from '../runtime/projection';

const SLICE = 500;

export const digestReadModels = async (
  readStore: ReadStore,
  projections: readonly Pick<Projection, 'name' | 'collection'>[],
): Promise<ReadModelDigest[]> => {
  const digests: ReadModelDigest[] = [];
  for (const projection of projections) {
    const collection = readStore.collection(projection.collection);
    // The ids first (one light pass), then the documents a slice at a time by id, in _id order.
    const ids = (await collection.aggregate<{ _id: unknown }>([{ $project: { _id: 1 } }])).sort(idOrder);
    const digest = createReadModelDigest();
    for (let i = 0; i < ids.length; i += SLICE) {
      await nextTurn();
      const slice = ids.slice(i, i + SLICE).map((doc) => doc._id);
      const docs = (await collection.find({ _id: { $in: slice } })) as Record<string, unknown>[];
      for (const doc of docs.sort(idOrder)) digest.add(doc);
    }
    digests.push({ name: projection.name, collection: projection.collection, ...digest.finish() });
    await nextTurn();
  }
  return digests;
};
