/**
 * Content strategies (spec §2): which passages of a source feed the question generator. A bag-of-words TF-IDF with
 * cosine similarity; every strategy is pure, deterministic and answers the chosen passages in source order.
 */
import type { ContentLanguage, Passage, Strategy } from './content.types';
import { STOP_WORDS, detectLanguage } from './language';

export interface StrategyOption {
  value: Strategy;
  icon: string;
  recommended: boolean;
}

export const STRATEGY_OPTIONS: readonly StrategyOption[] = [
  { value: 'similarity', icon: 'target', recommended: false },
  { value: 'diversity', icon: 'shuffle', recommended: false },
  { value: 'hybrid', icon: 'scale', recommended: true },
  { value: 'coverage', icon: 'layers', recommended: false },
];

/** MMR weights: relevance (closeness to the whole document) against novelty (distance from what is chosen). */
export const DIVERSITY_LAMBDA = 0.25;
export const HYBRID_LAMBDA = 0.6;

const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}]+)?/gu;

const stem = (word: string, language: ContentLanguage): string => {
  switch (language) {
    case 'tr': {
      // Suffixes follow the apostrophe of a proper name; otherwise the first five letters are a fair Turkish stem.
      const root = word.split(/['’]/)[0] as string;
      return root.length > 5 ? root.slice(0, 5) : root;
    }
    case 'de':
      return word.length > 5 ? word.replace(/(?:ungen|en|er|es|em|e|n|s)$/u, '') : word;
    case 'en':
      if (word.length <= 4) return word;
      return word
        .replace(/['’]s$/u, '')
        .replace(/ies$/u, 'y')
        .replace(/(?:ing|ed|es|ly|s)$/u, '');
    default: {
      const unexpected: never = language;
      return unexpected;
    }
  }
};

/** The content terms of a text: lowercased for its language, stop words of all three languages left out, stemmed. */
export const contentTerms = (text: string, language: ContentLanguage): string[] =>
  (text.toLocaleLowerCase(language).match(WORD) ?? [])
    .filter((word) => word.length > 1)
    .filter((word) => {
      const bare = word.split(/['’]/)[0] as string;
      return !STOP_WORDS.en.has(bare) && !STOP_WORDS.de.has(bare) && !STOP_WORDS.tr.has(bare);
    })
    .map((word) => stem(word, language));

type Vector = Map<string, number>;

const normalise = (vector: Vector): Vector => {
  const norm = Math.sqrt([...vector.values()].reduce((sum, value) => sum + value * value, 0));
  if (norm === 0) return vector;
  return new Map([...vector].map(([term, value]) => [term, value / norm]));
};

export const cosine = (a: Vector, b: Vector): number => {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, value] of small) dot += value * (large.get(term) ?? 0);
  return dot;
};

export interface PassageModel {
  /** Unit TF-IDF vector per passage. */
  vectors: Vector[];
  /** Cosine of each passage with the document centroid. */
  centrality: number[];
  /** How much a passage says: the summed IDF of its distinct terms. */
  information: number[];
}

export const buildPassageModel = (texts: readonly string[], language: ContentLanguage): PassageModel => {
  const termLists = texts.map((text) => contentTerms(text, language));
  const documentFrequency = new Map<string, number>();
  for (const terms of termLists)
    for (const term of new Set(terms)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const n = texts.length;
  const idf = (term: string) => Math.log((1 + n) / (1 + (documentFrequency.get(term) ?? 0))) + 1;
  const vectors = termLists.map((terms) => {
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    return normalise(new Map([...counts].map(([term, tf]) => [term, (1 + Math.log(tf)) * idf(term)])));
  });
  const centroid: Vector = new Map();
  for (const vector of vectors)
    for (const [term, value] of vector) centroid.set(term, (centroid.get(term) ?? 0) + value / Math.max(1, n));
  const unitCentroid = normalise(centroid);
  return {
    vectors,
    centrality: vectors.map((vector) => cosine(vector, unitCentroid)),
    information: termLists.map((terms) => [...new Set(terms)].reduce((sum, term) => sum + idf(term), 0)),
  };
};

/** Indices sorted by a score, highest first; ties go to the earlier passage. */
const byScore = (scores: number[]): number[] =>
  scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((e) => e.index);

/**
 * Maximal marginal relevance, starting from the most central passage. Each candidate's redundancy (its highest
 * similarity to a chosen passage) is kept up to date with the one passage chosen last, so a round costs one cosine
 * per candidate, not one per candidate and chosen passage.
 */
const mmr = (model: PassageModel, count: number, lambda: number): number[] => {
  const chosen: number[] = [];
  const remaining = new Set(model.vectors.keys());
  const redundancy = new Float64Array(model.vectors.length);
  while (chosen.length < count && remaining.size > 0) {
    let best = -1;
    let bestScore = -Infinity;
    for (const candidate of remaining) {
      const score = lambda * (model.centrality[candidate] as number) - (1 - lambda) * (redundancy[candidate] as number);
      if (score > bestScore + 1e-12) {
        best = candidate;
        bestScore = score;
      }
    }
    chosen.push(best);
    remaining.delete(best);
    const picked = model.vectors[best] as Vector;
    for (const candidate of remaining)
      redundancy[candidate] = Math.max(
        redundancy[candidate] as number,
        cosine(model.vectors[candidate] as Vector, picked),
      );
  }
  return chosen;
};

/** One passage per equal segment of the source: the one that says the most in its segment. */
const spread = (model: PassageModel, count: number): number[] => {
  const n = model.vectors.length;
  return Array.from({ length: count }, (_, segment) => {
    const from = Math.floor((segment * n) / count);
    const to = Math.max(from + 1, Math.floor(((segment + 1) * n) / count));
    const inSegment = Array.from({ length: to - from }, (_, k) => from + k);
    return inSegment.reduce((best, i) =>
      (model.information[i] as number) > (model.information[best] as number) ? i : best,
    );
  });
};

export const selectPassages = (
  passages: readonly Passage[],
  strategy: Strategy,
  count: number,
  language: ContentLanguage = detectLanguage(passages.map((p) => p.text).join('\n\n')).language,
): Passage[] => {
  const wanted = Math.max(0, Math.min(Math.floor(count), passages.length));
  if (wanted === passages.length) return [...passages];
  if (wanted === 0) return [];
  const model = buildPassageModel(
    passages.map((p) => p.text),
    language,
  );
  const chosen = ((): number[] => {
    switch (strategy) {
      case 'similarity':
        return byScore(model.centrality).slice(0, wanted);
      case 'diversity':
        return mmr(model, wanted, DIVERSITY_LAMBDA);
      case 'hybrid':
        return mmr(model, wanted, HYBRID_LAMBDA);
      case 'coverage':
        return spread(model, wanted);
      default: {
        const unexpected: never = strategy;
        throw new Error(`unknown strategy ${String(unexpected)}`);
      }
    }
  })();
  return [...new Set(chosen)].sort((a, b) => a - b).map((i) => passages[i] as Passage);
};

/** How many passages a generator needs for `questions` questions (one and a half per question, at most all). */
export const passagesNeeded = (questions: number, available: number): number =>
  Math.min(available, Math.ceil(questions * 1.5));
