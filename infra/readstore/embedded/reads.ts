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

const COMPARISONS: Record<string, (a: number, b: number) => boolean> = {
  $lt: (a, b) => a < b,
  $lte: (a, b) => a <= b,
  $gt: (a, b) => a > b,
  $gte: (a, b) => a >= b,
};

/**
 * A test without compiling a mingo query for the filters the projection runtime sends with every document write:
 * `{_id: 'x', field: {$op: n}}` or `{_id: 'x', field: {$not: {$op: n}}}` ($lt, $lte, $gt, $gte on a number) on
 * top-level fields. It answers for a document whose field is a number or missing (as MongoDB: a comparison with a
 * number never matches a missing field or one of another type) and undefined otherwise (an array: mingo decides).
 */
const quickTest = (filter: Filter): ((doc: Doc) => boolean | undefined) | undefined => {
  if (typeof filter._id !== 'string') return undefined;
  const checks: { field: string; compare: (a: number, b: number) => boolean; operand: number; negate: boolean }[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '_id') continue;
    if (field.startsWith('$') || field.includes('.') || !isPlain(condition)) return undefined;
    let [op, ...more] = Object.keys(condition);
    let operand = op === undefined ? undefined : condition[op];
    const negate = op === '$not';
    if (negate) {
      if (!isPlain(operand)) return undefined;
      [op, ...more] = [...Object.keys(operand), ...more];
      operand = op === undefined ? undefined : operand[op];
    }
    const compare = op === undefined ? undefined : COMPARISONS[op];
    if (!compare || more.length > 0 || typeof operand !== 'number' || Number.isNaN(operand)) return undefined;
    checks.push({ field, compare, operand, negate });
  }
  return (doc) => {
    let all = true;
    for (const { field, compare, operand, negate } of checks) {
      const value = doc[field];
      if (value !== undefined && (typeof value !== 'number' || Number.isNaN(value))) return undefined;
      const hit = typeof value === 'number' && compare(value, operand);
      if (hit === negate) all = false;
    }
    return all;
  };
};

export const matching = (table: Table, filter: Filter): Doc[] => {
  const found = candidates(table, filter);
  const keys = Object.keys(filter);
  if (found && keys.length === 1 && keys[0] === '_id') return found;
  const docs = found ?? [...table.docs.values()];
  if (keys.length === 0 || docs.length === 0) return docs;
  const quick = found && quickTest(filter);
  let query: Query | undefined;
  const test = (doc: Doc) => quick?.(doc) ?? (query ??= new Query(filter)).test(doc);
  return docs.filter(test);
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
