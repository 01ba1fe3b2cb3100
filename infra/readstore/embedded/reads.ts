/**
 * Reads of the embedded read store: matching documents (through an index when the filter allows), find with sort,
 * skip, limit and projection, and aggregation pipelines, always returning copies.
 */
import { aggregate as runPipeline, Query } from 'mingo';
import type { Doc, Filter, FindOptions } from '../../../commands/ports';
import { copy, isPlain, sortDocs } from './documents';
import { candidates, type Table } from './indexes';

/** Stages of an aggregation that never write into their input documents (mingo's $project and $unwind can). */
const READ_ONLY_STAGES = new Set(['$match', '$group', '$sort', '$skip', '$limit', '$count', '$sortByCount']);

export const matching = (table: Table, filter: Filter): Doc[] => {
  const found = candidates(table, filter);
  const keys = Object.keys(filter);
  if (found && keys.length === 1 && keys[0] === '_id') return found;
  const docs = found ?? [...table.docs.values()];
  if (keys.length === 0) return docs;
  const query = new Query(filter);
  return docs.filter((doc) => query.test(doc));
};

export const select = (table: Table, filter: Filter, { sort, skip, limit, projection }: FindOptions): Doc[] => {
  let docs = matching(table, filter);
  if (sort && Object.keys(sort).length > 0) docs = sortDocs(docs, sort);
  docs = docs.slice(skip ?? 0, limit ? (skip ?? 0) + limit : undefined).map(copy);
  if (!projection || Object.keys(projection).length === 0) return docs;
  return runPipeline(docs, [{ $project: projection }]) as Doc[];
};

export const aggregate = (table: Table, pipeline: Record<string, unknown>[]): unknown[] => {
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
