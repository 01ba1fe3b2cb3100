/**
 * Fits a learned judge of the offline generator's questions (judge.ts) to the blind readers' verdicts in
 * tests/fixtures/quality/reading-*.json, and says how it does on documents it was not fitted to: each held-out set
 * in turn is left out of the fit and judged by the rest (leave one set out). It prints the share passing of the
 * questions kept at each threshold, the AUC and the weights fitted to every reading.
 *
 *   npx tsx scripts/generation/gate.ts
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentLanguage, GeneratedQuestion } from '../../domain/content/content.types';
import { GATE_FEATURES, fitJudge, gateFeatures, keepChance, type Verdict } from './judge';
import { readDocuments } from './corpus';

const QUALITY = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'quality');

interface Sample extends Verdict {
  corpus: string;
  language: ContentLanguage;
}

interface ReadQuestion {
  question: string;
  answer: string;
  options?: string[];
  difficulty?: string;
  explanation?: string;
  pass?: boolean | null;
}

const readSamples = async (): Promise<Sample[]> => {
  const sources = new Map<string, Map<string, string>>();
  const seen = new Set<string>();
  const samples: Sample[] = [];
  for (const file of readdirSync(QUALITY)
    .filter((f) => f.startsWith('reading-'))
    .sort()) {
    const reading = JSON.parse(readFileSync(join(QUALITY, file), 'utf8')) as {
      corpus: string;
      documents: Record<string, ReadQuestion[]>;
    };
    const folder = join(QUALITY, reading.corpus);
    if (!existsSync(folder)) continue;
    if (!sources.has(reading.corpus)) {
      const documents = await readDocuments(folder);
      sources.set(reading.corpus, new Map(documents.map((d) => [d.file, d.text])));
    }
    const texts = sources.get(reading.corpus) as Map<string, string>;
    // A set read again under a later brief ("-reread") counts as other readers.
    const reader = `${file.endsWith('-second.json') ? 'second' : 'first'}${file.includes('-reread') ? ' again' : ''}`;
    for (const [doc, questions] of Object.entries(reading.documents)) {
      const source = texts.get(doc);
      if (source === undefined) continue;
      const language = doc.slice(0, 2) as ContentLanguage;
      for (const read of questions) {
        if (typeof read.pass !== 'boolean' || read.options === undefined) continue;
        const key = [reading.corpus, reader, doc, read.question, read.answer, [...read.options].sort().join('|')].join(
          '\u0000',
        );
        if (seen.has(key)) continue;
        seen.add(key);
        const question: GeneratedQuestion = {
          text: read.question,
          options: read.options,
          correctAnswer: Math.max(0, read.options.indexOf(read.answer)),
          explanation: read.explanation ?? '',
          difficulty: (read.difficulty ?? 'medium') as GeneratedQuestion['difficulty'],
          provenance: { passageIndex: 0, sourceId: null, start: 0, end: 0 },
        };
        samples.push({
          corpus: reading.corpus,
          language,
          features: gateFeatures(source, language)(question),
          pass: read.pass ? 1 : 0,
        });
      }
    }
  }
  return samples;
};

const fit = (samples: readonly Sample[]) => fitJudge(samples, { penalty: Number(process.env.PENALTY ?? 0.01) });

const samples = await readSamples();
const corpora = [...new Set(samples.map((s) => s.corpus))];
console.log(`${samples.length} verdicts on ${corpora.length} sets`);

// Leave one set out: each set judged by a model fitted to the others.
const judged: { corpus: string; language: ContentLanguage; chance: number; pass: number }[] = [];
for (const corpus of corpora) {
  const weights = fit(samples.filter((s) => s.corpus !== corpus));
  for (const s of samples.filter((x) => x.corpus === corpus))
    judged.push({ corpus, language: s.language, chance: keepChance(weights, s.features), pass: s.pass });
}
const recent = (corpus: string) => /^holdout(\d+)$/u.test(corpus) && Number(corpus.slice(7)) >= 20;
const left = judged.filter((j) => recent(j.corpus));
const sets = corpora.filter(recent).sort((a, b) => Number(a.slice(7)) - Number(b.slice(7)));
const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${Math.round((100 * part) / whole)} %`);
/** The share passing of the questions whose chance reaches the threshold, and the share those are of all. */
const passingOfKept = (all: typeof judged, threshold: number) => {
  const kept = all.filter((j) => j.chance >= threshold);
  return `${percent(kept.filter((j) => j.pass).length, kept.length)} of ${percent(kept.length, all.length)}`;
};
const rows = [0, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6].map((threshold) => ({
  threshold,
  ...Object.fromEntries(
    (['en', 'de', 'tr'] as const).map((language) => [
      language,
      passingOfKept(
        left.filter((j) => j.language === language),
        threshold,
      ),
    ]),
  ),
  all: passingOfKept(left, threshold),
}));
const auc = (rows: typeof judged) => {
  const pos = rows.filter((r) => r.pass === 1);
  const neg = rows.filter((r) => r.pass === 0);
  let wins = 0;
  for (const p of pos) for (const n of neg) wins += p.chance > n.chance ? 1 : p.chance === n.chance ? 0.5 : 0;
  return (wins / Math.max(1, pos.length * neg.length)).toFixed(3);
};
const span = `${sets[0]} to ${sets.at(-1)}`;
console.log(`AUC on ${span}, each left out: ${auc(left)}, on every set: ${auc(judged)}`);
console.log(`${span}, each left out of the fit: share passing of the share kept`);
console.table(rows);

const weights = fit(samples);
console.table(GATE_FEATURES.map((feature, i) => ({ feature, weight: (weights[i] as number).toFixed(2) })));
