/**
 * Large sources: `npm run bench:chunking`. Starts the real server on a temporary DATA_DIR and sends it sources of
 * 500,000 characters to turn into a quiz (saved to the library), one at a time, while the event loop's delay is
 * sampled and a /api/health probe runs every 20 ms. Shapes: short lines without sentence punctuation (the shape that
 * made sentence splitting quadratic), ordinary prose, and a long run of text without any line break; first an idle
 * window with the probes alone (the machine's noise floor). Prints the processing time, the loop delay p50/p99/max
 * and the probe's p99/max. Before that, how the sentence splitter's time grows with its text: sixteen times the text
 * takes about 16 times as long when linear, about 256 times when quadratic (as it once was). Asserts nothing.
 *
 *   npm run bench:chunking [-- --chars 500000 --shapes lines,prose,run]
 */
import { rmSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { splitSentences } from '../domain/content/chunking';
import { startServer } from '../server';
import { tempDataDir } from '../tests/support/test-server';

const WORDS = `river forest stone cloud valley harbour market bridge garden tower meadow island canyon glacier
  desert village castle temple engine signal planet season mineral orchard lantern compass`.split(/\s+/);
const word = (i: number) => WORDS[(i * 7 + (i >> 3)) % WORDS.length] as string;

/** Sources of exactly `chars` characters. */
export const sources: Record<string, (chars: number) => string> = {
  /** Short lines in lowercase without sentence punctuation. */
  lines: (chars) => {
    const out: string[] = [];
    let length = 0;
    for (let i = 0; length < chars; i++) {
      const line = `${word(i)} ${word(i + 1)} ${word(i + 2)} ${i % 97}`;
      out.push(line);
      length += line.length + 1;
    }
    return out.join('\n').slice(0, chars);
  },
  /** Paragraphs of ordinary sentences. */
  prose: (chars) => {
    const out: string[] = [];
    let length = 0;
    for (let i = 0; length < chars; i++) {
      const sentence = `The ${word(i)} near the ${word(i + 3)} was built in ${1500 + (i % 400)} by the people of the ${word(i + 5)}.`;
      out.push(i % 6 === 5 ? `${sentence}\n\n` : `${sentence} `);
      length += sentence.length + 1;
    }
    return out.join('').slice(0, chars);
  },
  /** One line of words with no punctuation and no line break at all. */
  run: (chars) => {
    const out: string[] = [];
    let length = 0;
    for (let i = 0; length < chars; i++) {
      out.push(word(i));
      length += word(i).length + 1;
    }
    return out.join(' ').slice(0, chars);
  },
};

/** The sentence splitter's time on `small` and on `large` (best of five runs each, after a warm-up). */
const splitGrowth = (shape: string, small: string, large: string) => {
  const fastest = (text: string) => {
    let best = Infinity;
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      splitSentences(text, 'en');
      best = Math.min(best, performance.now() - started);
    }
    return best;
  };
  fastest(small);
  const [a, b] = [fastest(small), fastest(large)];
  const ratio = b / Math.max(a, 0.05);
  console.log(
    `${shape.padEnd(30)} ${a.toFixed(1).padStart(9)} ${b.toFixed(1).padStart(9)} ${ratio.toFixed(1).padStart(7)}×`,
  );
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

const main = async () => {
  const { values } = parseArgs({
    options: { chars: { type: 'string', default: '500000' }, shapes: { type: 'string', default: 'lines,prose,run' } },
  });
  const chars = Number(values.chars);
  console.log(`${'sentence splitting, 16× the text'.padEnd(30)}  small ms  large ms   growth`);
  const lines = sources.lines as (chars: number) => string;
  splitGrowth('lines, 50,000 → 800,000', lines(50_000), lines(800_000));
  const marks = `Start ${'.'.repeat(50_000)} and then more words follow here. `;
  splitGrowth('runs of 50,000 marks, 2 → 32', marks.repeat(2), marks.repeat(32));
  console.log('');
  const dataDir = tempDataDir();
  const server = await startServer(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      PLAN_LIMITS: JSON.stringify({ free: { quizzes: 1000, aiQuestions: 100_000 } }),
    }),
  );
  const register = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', email: 'bench@example.com', password: 'correct horse battery' }),
  });
  const token = ((await register.json()) as { data: { token: string } }).data.token;

  console.log(`sources of ${chars.toLocaleString('en')} characters, 10 questions, saved to the library`);
  console.log('shape    status   processing ms   loop delay p50 / p99 / max ms   /api/health p99 / max ms');
  // `idle` measures the same probes with no request under way: the noise floor of this (shared) machine.
  for (const shape of ['idle', ...String(values.shapes).split(',')]) {
    const make = shape === 'idle' ? () => '' : sources[shape];
    if (!make) throw new Error(`unknown shape ${shape}`);
    const content = make(chars);
    const loop = monitorEventLoopDelay({ resolution: 1 });
    const probes: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const t0 = performance.now();
        // a probe whose kept-alive connection the server closed meanwhile counts with its time all the same
        await fetch(`${server.url}/api/health`)
          .then((r) => r.arrayBuffer())
          .catch(() => null);
        probes.push(performance.now() - t0);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 100));
    loop.enable();
    const started = performance.now();
    const res =
      shape === 'idle'
        ? await new Promise<Response>((resolve) => setTimeout(() => resolve(Response.json({}, { status: 200 })), 1500))
        : await fetch(`${server.url}/api/content/generate-quiz`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ content, title: `Bench ${shape}`, numQuestions: 10, saveToLibrary: true }),
          });
    const body = (await res.json()) as { code?: string };
    const ms = performance.now() - started;
    loop.disable();
    probing = false;
    await probe;
    const sorted = probes.sort((a, b) => a - b);
    console.log(
      [
        shape.padEnd(8),
        `${res.status}${body.code ? ` ${body.code}` : ''}`.padStart(6),
        ms.toFixed(0).padStart(16),
        `${(loop.percentile(50) / 1e6).toFixed(1)} / ${(loop.percentile(99) / 1e6).toFixed(1)} / ${(loop.max / 1e6).toFixed(1)}`.padStart(
          32,
        ),
        `${percentile(sorted, 0.99).toFixed(1)} / ${(sorted.at(-1) ?? 0).toFixed(1)}`.padStart(27),
      ].join(' '),
    );
  }
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
