/**
 * Inputs for the HTTP fuzz suite: a seeded PRNG (runs are reproducible), mutations of a valid body (wrong types,
 * missing fields, huge strings, prototype keys), malformed JSON, hostile path and query values, and a raw-socket
 * request that declares more body than it sends. Everything here is data; the suite decides what each answer must be.
 */
import net from 'node:net';
import { gzipSync } from 'node:zlib';

/** mulberry32: small, fast and good enough to pick cases; the same seed gives the same run. */
export const createRng = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  /** `n` distinct items in a stable, seeded order (all of them when there are fewer). */
  const sample = <T>(items: readonly T[], n: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  };
  return { next, int, pick, sample };
};
export type Rng = ReturnType<typeof createRng>;

export const MB = 1024 * 1024;

/** The marker a polluted prototype would carry; the suite checks no object of the server process has it. */
export const POLLUTION_KEY = 'fuzzPolluted';

/** Strings that break naive code: control characters, lone surrogates, bidi overrides, markup, paths, SQL, JSON. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202egnp.exe',
  '🦄'.repeat(50),
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  "'; DROP TABLE events; --",
  '{"$gt": ""}',
  '$where',
  '%00%2e%2e%2f',
  '\r\nSet-Cookie: a=b',
  'true',
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  '(',
  '[a-',
  '(a+)+$',
  '\\',
  '.*'.repeat(200),
] as const;

/** Values of every JSON type but the one `value` has (sampled), plus numbers and strings at the edges. */
const wrongTypeCandidates = (value: unknown): unknown[] => {
  const all: unknown[] = [
    null,
    true,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    'text',
    [],
    [1, 'a', null],
    {},
    { $gt: '' },
  ];
  const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  return all.filter((candidate) => kind(candidate) !== kind(value));
};

type Path = (string | number)[];

/** Every path of `value` down to `depth` levels (arrays: their first element only). */
export const pathsOf = (value: unknown, depth = 3, prefix: Path = []): Path[] => {
  if (depth === 0 || value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.length
      ? [[0, value[0]]]
      : []
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, depth - 1, [...prefix, key])]);
};

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const setAt = (target: unknown, path: Path, value: unknown, remove = false) => {
  const copy = clone(target) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
};

/** A JSON object with an own key named `key` (an object literal would set the prototype instead). */
const withOwnKey = (target: unknown, path: Path, key: string, value: unknown) => {
  const copy = clone(target) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const step of path) node = node[step] as Record<string | number, unknown>;
  Object.defineProperty(node, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
};

export type BodyCase = { label: string; body: unknown };

/** The prototype-pollution payloads, each as an own property of the object at `path`. */
const pollutionCases = (template: unknown, path: Path): BodyCase[] => {
  const marker = { [POLLUTION_KEY]: 'yes', isAdmin: true, plan: 'enterprise' };
  const where = path.length ? path.join('.') : 'root';
  return [
    { label: `__proto__ at ${where}`, body: withOwnKey(template, path, '__proto__', marker) },
    {
      label: `constructor.prototype at ${where}`,
      body: withOwnKey(template, path, 'constructor', { prototype: marker }),
    },
    { label: `prototype at ${where}`, body: withOwnKey(template, path, 'prototype', marker) },
  ];
};

/**
 * Mutations of a valid body: for each field (sampled by `rng`), wrong types, a missing field and a nasty string; a
 * huge string in `hugeFields` of the text fields; prototype keys at the root and in every nested object; the body
 * itself replaced by non-objects.
 */
export const bodyCases = (
  template: Record<string, unknown>,
  rng: Rng,
  { perField = 3, hugeBytes = MB, hugeFields = 3 } = {},
) => {
  const cases: BodyCase[] = [];
  const valueAt = (path: Path) => path.reduce<any>((node, key) => node[key], template);
  for (const path of pathsOf(template)) {
    const name = path.join('.');
    for (const wrong of rng.sample(wrongTypeCandidates(valueAt(path)), perField))
      cases.push({ label: `${name} = ${JSON.stringify(wrong)}`, body: setAt(template, path, wrong) });
    cases.push({ label: `${name} missing`, body: setAt(template, path, undefined, true) });
    cases.push({ label: `${name} nasty`, body: setAt(template, path, rng.pick(nastyStrings)) });
  }
  const texts = pathsOf(template).filter((path) => typeof valueAt(path) === 'string');
  for (const path of rng.sample(texts.length ? texts : pathsOf(template), hugeFields))
    cases.push({ label: `${path.join('.')} huge`, body: setAt(template, path, 'x'.repeat(hugeBytes)) });
  const objects: Path[] = [[], ...pathsOf(template).filter((path) => isPlainObject(valueAt(path)))];
  for (const path of objects) cases.push(...pollutionCases(template, path));
  cases.push(
    { label: 'empty object', body: {} },
    { label: 'array body', body: [template] },
    { label: 'string body', body: 'text' },
    { label: 'number body', body: 42 },
    { label: 'unknown fields only', body: { [`x${rng.int(1e6)}`]: 1, $where: 'sleep(1000)' } },
  );
  return cases;
};

const isPlainObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);

const manyKeys = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]));

/**
 * Bodies that are not JSON, or JSON a careless parser chokes on; each is sent as application/json. `parsesAs` is
 * what a correct parser makes of those that are JSON after all (so a route that takes it may act on it).
 */
export const malformedJsonBodies = (rng: Rng): { label: string; raw: string | Buffer; parsesAs?: unknown }[] => [
  { label: 'unterminated object', raw: '{"title": "a"' },
  { label: 'trailing comma', raw: '{"a": 1,}' },
  { label: 'single quotes', raw: "{'a': 1}" },
  { label: 'bare word', raw: 'undefined' },
  { label: 'null', raw: 'null' },
  { label: 'number', raw: '12' },
  { label: 'string', raw: '"text"' },
  { label: 'empty body', raw: '', parsesAs: {} },
  { label: 'nested 40,000 deep', raw: '['.repeat(40_000) + ']'.repeat(40_000), parsesAs: [[]] },
  { label: 'object nested 20,000 deep', raw: '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000), parsesAs: { a: {} } },
  {
    label: 'invalid UTF-8',
    raw: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]),
    parsesAs: { a: '\ufffd(\ufffd' },
  },
  { label: 'UTF-16 BOM', raw: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"a":1}', 'utf16le')]) },
  {
    label: 'duplicate __proto__ keys',
    raw: '{"__proto__": {"a": 1}, "__proto__": null}',
    parsesAs: JSON.parse('{"__proto__": null}'),
  },
  { label: 'random bytes', raw: Buffer.from(Array.from({ length: 512 }, () => rng.int(256))) },
  {
    label: '10,000 keys',
    raw: JSON.stringify(manyKeys),
    parsesAs: manyKeys,
  },
];

/** A gzip body that inflates to `bytes` of JSON whitespace: the limit must apply to the inflated size. */
export const gzipBomb = (bytes: number) =>
  gzipSync(Buffer.concat([Buffer.from('{"a":"'), Buffer.alloc(bytes, 0x61), Buffer.from('"}')]));

/** Path parameter values that are not ids: each must end in a 4xx, never reach a store or the file system. */
/** encodeURIComponent, but lone surrogates (which it refuses) become U+FFFD first. */
const encode = (value: string) => encodeURIComponent(value.replace(/\p{Cs}/gu, '\ufffd'));

export const badPathParams = (rng: Rng): string[] => [
  'not-a-uuid',
  '00000000-0000-4000-8000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '..',
  '%2e%2e',
  '..%2F..%2Fevents.sqlite',
  'a%2Fb',
  '%00',
  '%E0%A4%A',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  encode(rng.pick(nastyStrings)) || 'empty',
  'x'.repeat(4_000),
];

/** Query strings with arrays, nested keys, huge and negative numbers. */
export const badQueries = (names: string[], rng: Rng): string[] => {
  const field = () => rng.pick(names);
  return [
    `${field()}=a&${field()}=b&${field()}=c`,
    `${field()}[]=1&${field()}[x]=2`,
    `${field()}=1e309`,
    `${field()}=-1`,
    `${field()}=99999999999999999999999`,
    `${field()}=${'9'.repeat(5_000)}`,
    `${field()}=%E0%A4%A`,
    `__proto__[${POLLUTION_KEY}]=yes&constructor[prototype][${POLLUTION_KEY}]=yes`,
    `${names.map((n) => `${n}=${encode(rng.pick(nastyStrings))}`).join('&')}`,
    `${names.map((n) => `${n}=${n}&${n}=${n}`).join('&')}`,
  ];
};

export type RawOutcome = { kind: 'response'; status: number } | { kind: 'closed' } | { kind: 'timeout' };

/**
 * Writes `payload` on a raw socket and ends the client's side. The server must answer (the status line is enough)
 * or close within `timeoutMs`; a timeout is a hang.
 */
export const rawExchange = (port: number, payload: string | Buffer, timeoutMs: number) =>
  new Promise<RawOutcome>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const done = (outcome: RawOutcome) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => done({ kind: 'timeout' }), timeoutMs);
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      // The first final status line (a 100 Continue is not an answer).
      const statuses = [
        ...Buffer.concat(received)
          .toString('latin1')
          .matchAll(/HTTP\/1\.[01] (\d{3})/g),
      ];
      const final = statuses.map((m) => Number(m[1])).find((status) => status >= 200);
      if (final) done({ kind: 'response', status: final });
    });
    socket.on('close', () => done({ kind: 'closed' }));
    socket.end(payload);
  });

/** A request that declares `declared` bytes of body, sends `body` (fewer) and ends its side of the connection. */
export const truncatedRequest = (
  port: number,
  {
    method,
    path,
    headers,
    declared,
    body,
    timeoutMs,
  }: {
    method: string;
    path: string;
    headers: Record<string, string>;
    declared: number;
    body: Buffer;
    timeoutMs: number;
  },
) => {
  const lines = Object.entries({ host: '127.0.0.1', ...headers, 'content-length': String(declared) })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  return rawExchange(
    port,
    Buffer.concat([Buffer.from(`${method} ${path} HTTP/1.1\r\n${lines}\r\n\r\n`), body]),
    timeoutMs,
  );
};

/** The same, but the client vanishes right after the partial body: nothing to observe but the server's health. */
export const abortedRequest = (port: number, head: string, body: string | Buffer) =>
  new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      socket.write(body, () => setTimeout(() => (socket.destroy(), resolve()), 20));
    });
    socket.on('error', () => resolve());
  });
