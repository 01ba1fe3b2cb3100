/**
 * One blind reading of two generator versions at once, so the same people judge both (readers differ more than
 * versions do: on holdout14 two readers of the same 29 questions passed 20 and 14).
 *
 *   npx tsx scripts/generation/mixed-reading.ts mix <sheet-a.json> <sheet-b.json> <mixed.json>
 *       the questions of two reading sheets (`npm run eval:generation -- --reading-sheet …`) in one sheet, each once,
 *       shuffled within its document by a seed of the document's name, without the version's name
 *   npx tsx scripts/generation/mixed-reading.ts split <read-mixed.json> <sheet-a.json> <reading-a.json> <generator>
 *       a reader's verdicts on the mixed sheet copied back onto one version's questions, with its own summary; where
 *       the reader marked two questions as one fact (`sameFactAs`) and both are this version's, the later fails
 *       `oneFactOnce`
 *
 * A question is the same in both versions when its stem, answer and set of options are (in whatever order: a reader
 * shown both copies fails the second as a fact asked twice, as the readers of holdout19 did until `local-29`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mulberry32, shuffled } from '../../infra/ai/local/selection';

interface SheetQuestion {
  question: string;
  answer: string;
  options: string[];
  pass?: boolean | null;
  failed?: string[];
  note?: string;
  /**
   * The other questions of the mixed sheet's document (0-based, in sheet order) that ask the same fact: a reader of
   * a mixed sheet marks them instead of failing one as asked twice, since each may come from another version.
   */
  sameFactAs?: number[];
  [field: string]: unknown;
}
interface Sheet {
  documents: Record<string, SheetQuestion[]>;
  summary?: Record<string, unknown>;
  [field: string]: unknown;
}

const read = (path: string): Sheet => JSON.parse(readFileSync(path, 'utf8')) as Sheet;
const keyOf = (q: SheetQuestion) => JSON.stringify([q.question, q.answer, [...q.options].sort()]);
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
  const documents = Object.fromEntries(
    Object.entries(sheet.documents).map(([name, qs]) => {
      const mixed = reading.documents[name] ?? [];
      const at = new Map(mixed.map((q, index) => [keyOf(q), index]));
      const own = qs.map((q) => {
        const index = at.get(keyOf(q));
        if (index === undefined) throw new Error(`No verdict for a question of ${name}: ${q.question}`);
        return { index, verdict: mixed[index] as SheetQuestion };
      });
      // A fact this version asks twice: the later of its two questions fails `oneFactOnce`, as a reader of this
      // version alone would have judged (the reader marked the pair in `sameFactAs`).
      return [
        name,
        own.map(({ index, verdict }, i) => {
          const twin = own
            .slice(0, i)
            .find(
              (earlier) =>
                (verdict.sameFactAs ?? []).includes(earlier.index) ||
                (earlier.verdict.sameFactAs ?? []).includes(index),
            );
          // The marks point into the mixed sheet, not into this version's questions: they are not kept.
          const { sameFactAs: _same, ...rest } = verdict;
          if (twin === undefined) return rest;
          return {
            ...rest,
            pass: false,
            failed: [...new Set([...(verdict.failed ?? []), 'oneFactOnce'])],
            note: `${verdict.note ?? ''}${verdict.note ? ' ' : ''}(oneFactOnce: this version also asks it in "${twin.verdict.question}")`,
          };
        }),
      ];
    }),
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
