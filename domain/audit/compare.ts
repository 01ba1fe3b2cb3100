/**
 * Field-by-field comparison for the audit: what the events imply (`expected`) against what a read model holds
 * (`actual`), as one difference per leaf that differs, named by its path (`participants[Ann].score`).
 */

/** One finding of an audit: where, what the events imply, what was found. */
export interface AuditDifference {
  /** `event`: a recorded event breaks a rule of the domain; `readModel`: the read model differs from the replay. */
  source: 'event' | 'readModel';
  path: string;
  expected: unknown;
  actual: unknown;
  /** The stream revision of the event concerned (event findings). */
  revision?: number;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON's view of a value (undefined fields dropped), as a document store keeps it. */
const plain = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

const walk = (path: string, expected: unknown, actual: unknown, out: AuditDifference[]) => {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length) {
      out.push({ source: 'readModel', path: `${path}.length`, expected: expected.length, actual: actual.length });
    }
    const n = Math.min(expected.length, actual.length);
    for (let i = 0; i < n; i += 1) walk(`${path}[${i}]`, expected[i], actual[i], out);
    return;
  }
  if (isObject(expected) && isObject(actual)) {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const key of [...keys].sort()) walk(path ? `${path}.${key}` : key, expected[key], actual[key], out);
    return;
  }
  const a = expected ?? null;
  const b = actual ?? null;
  if (a !== b) out.push({ source: 'readModel', path, expected: a, actual: b });
};

/** The differences between the replay's value and the read model's, leaf by leaf (none when they are equal). */
export const compareFields = (path: string, expected: unknown, actual: unknown): AuditDifference[] => {
  const out: AuditDifference[] = [];
  walk(path, plain(expected), plain(actual), out);
  return out;
};

/** A difference as one line of text (the CLI and the log). */
export const describeDifference = (d: AuditDifference) =>
  `${d.source === 'event' ? `event #${d.revision ?? '?'}` : 'read model'} ${d.path}: expected ${JSON.stringify(
    d.expected,
  )}, found ${JSON.stringify(d.actual)}`;
