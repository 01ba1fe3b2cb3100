/**
 * One blind reading of two generator versions at once, so the same people judge both (readers differ more than
 * versions do: on holdout14 two readers of the same 29 questions passed 20 and 14).
 *
 *   npx tsx scripts/generation/mixed-reading.ts mix <sheet-a.json> <sheet-b.json> <mixed.json>
 *       the questions of two reading sheets (`npm run eval:generation -- --reading-sheet …`) in one sheet, each once,
 *       shuffled within its document by a seed of the document's name, without the version's name
 *   npx tsx scripts/generation/mixed-reading.ts split <read-mixed.json> <sheet-a.json> <reading-a.json> <generator>
 *       a reader's verdicts on the mixed sheet copied back onto one version's questions, with its own summary
 *
 * A question is the same in both versions when its stem, answer and options (in order) are.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mulberry32, shuffled } from '../../infra/ai/local/selection';

interface SheetQuestion {
  question: string;
  answer: string;
  options: string[];
  pass?: boolean | null;
  [field: string]: unknown;
}
interface Sheet {
  documents: Record<string, SheetQuestion[]>;
  summary?: Record<string, unknown>;
  [field: string]: unknown;
}

const read = (path: string): Sheet => JSON.parse(readFileSync(path, 'utf8')) as Sheet;
const keyOf = (q: SheetQuestion) => JSON.stringify([q.question, q.answer, q.options]);
const seedOf = (name: string) => [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);

const mix = (first: string, second: string, out: string) => {
  const [a, b] = [read(first), read(second)];
  const names = [...new Set([...Object.keys(a.documents), ...Object.keys(b.documents)])];
  const documents = Object.fromEntries(
    names.map((name) => {
      const seen = new Set<string>();
      const questions = [...(a.documents[name] ?? []), ...(b.documents[name] ?? [])].filter((q) => {
        const key = keyOf(q);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      return [name, shuffled(questions, mulberry32(seedOf(name)))];
    }),
  );
  const { generator: _generator, documents: _documents, ...rest } = a;
  writeFileSync(out, `${JSON.stringify({ ...rest, documents }, null, 1)}\n`);
  console.log(out, Object.fromEntries(names.map((name) => [name, documents[name]?.length ?? 0])));
};

const split = (readingPath: string, sheetPath: string, out: string, generator: string) => {
  const [reading, sheet] = [read(readingPath), read(sheetPath)];
  const verdicts = new Map(Object.values(reading.documents).flatMap((qs) => qs.map((q) => [keyOf(q), q] as const)));
  const documents = Object.fromEntries(
    Object.entries(sheet.documents).map(([name, qs]) => [
      name,
      qs.map((q) => {
        const verdict = verdicts.get(keyOf(q));
        if (verdict === undefined) throw new Error(`No verdict for a question of ${name}: ${q.question}`);
        return verdict;
      }),
    ]),
  );
  const all = Object.values(documents).flat();
  const passed = all.filter((q) => q.pass === true).length;
  const language = Object.keys(reading.summary ?? {})[0] ?? '?';
  const { summary: _summary, documents: _documents, ...rest } = reading;
  const result = {
    ...rest,
    generator,
    caveat: `${String(reading.caveat ?? '')}; read together with another version's questions on the same documents, the reader not knowing which version made which`,
    documents,
    summary: {
      [language]: {
        pass: passed,
        read: all.length,
        asked: 10 * Object.keys(documents).length,
        share: `${Math.round((100 * passed) / Math.max(1, all.length))} %`,
      },
    },
  };
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(out, result.summary);
};

const [command, ...args] = process.argv.slice(2);
if (command === 'mix' && args.length === 3) mix(args[0] as string, args[1] as string, args[2] as string);
else if (command === 'split' && args.length === 4)
  split(args[0] as string, args[1] as string, args[2] as string, args[3] as string);
else {
  console.error(
    'usage: mixed-reading.ts mix <sheet-a> <sheet-b> <mixed> | split <read-mixed> <sheet> <out> <generator>',
  );
  process.exit(2);
}
