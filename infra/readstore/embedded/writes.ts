/**
 * Writes of the embedded read store: each write is a list of changes committed all or nothing, so a write that
 * breaks a unique index changes nothing.
 */
import { randomUUID } from 'node:crypto';
import type { Doc, Filter, Update, UpdateResult } from '../../../commands/ports';
import { copy, isPlain, keyOf, sameValue, withIdFirst, type Plain } from './documents';
import { checkUnique, reindex, type Table } from './indexes';
import { matching } from './reads';
import { modify, seedFrom, writableCopy } from './updates';
import { WriteError } from './write-errors';

/** A write of one document: insert (no before), replace (both), delete (no after). */
interface Change {
  before?: Doc;
  after?: Doc;
}

const result = (matchedCount: number, modifiedCount: number, upsertedCount: number): UpdateResult => ({
  matchedCount,
  modifiedCount,
  upsertedCount,
});

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
export const commit = (table: Table, changes: Change[]): void => {
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

export const updateDocs = (
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

export const replace = (table: Table, filter: Filter, doc: Doc, upsertNew?: boolean): UpdateResult => {
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

export const remove = (table: Table, filter: Filter, many: boolean): { deletedCount: number } => {
  const found = matching(table, filter);
  const targets = many ? found : found.slice(0, 1);
  commit(
    table,
    targets.map((before) => ({ before })),
  );
  return { deletedCount: targets.length };
};
