/**
 * Update operators of the embedded read store: MongoDB's semantics on top of mingo's operators (conflicting paths,
 * operand types, missing arrays, $addToSet), the copy-on-write of an updated document and the seed of an upsert.
 */
import { update as runUpdate } from 'mingo';
import * as updateOperators from 'mingo/operators/update';
import type { Doc, Filter, Update } from '../../../commands/ports';
import { copy, isMissing, isPlain, sameValue, setPath, valueAt, type Plain } from './documents';
import { WriteError } from './write-errors';

type Modifier = Parameters<typeof runUpdate>[1];
type UpdateOperator = (expr: Plain) => (doc: Plain) => string[];

const UPDATE_OPERATORS = updateOperators as unknown as Record<string, UpdateOperator | undefined>;

/** Update operators and the current values they accept; MongoDB refuses the others, mingo silently skips them. */
const OPERANDS: [op: string, accepts: (value: unknown) => boolean, code: number, kind: string][] = [
  ['$inc', (value) => typeof value === 'number', 14, 'non-numeric'],
  ['$mul', (value) => typeof value === 'number', 14, 'non-numeric'],
  ['$push', Array.isArray, 2, 'non-array'],
  ['$addToSet', Array.isArray, 2, 'non-array'],
  ['$pull', Array.isArray, 2, 'non-array'],
];

/**
 * Copy-on-write for an update: a shallow copy of the stored document in which the top-level fields the update
 * names are deep copies. Untouched fields stay shared with the previous version, which nothing mutates.
 */
export const writableCopy = (doc: Doc, update: Update): Doc => {
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

/** The document an upsert starts from: the filter's equality fields, as MongoDB seeds it. */
export const seedFrom = (filter: Filter, seed: Plain = {}): Plain => {
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
export const modify = (doc: Plain, modifier: Update, filter: Filter): boolean => {
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
