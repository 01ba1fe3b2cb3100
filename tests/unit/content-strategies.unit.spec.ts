import { describe, expect, it } from 'vitest';
import type { Passage, Strategy } from '../../domain/content/content.types';
import { STRATEGIES } from '../../domain/content/content.types';
import {
  STRATEGY_OPTIONS,
  buildPassageModel,
  cosine,
  passagesNeeded,
  selectPassages,
} from '../../domain/content/strategies';

/** A document about volcanoes (the central topic) with five unrelated passages spread through it. */
const TEXTS = [
  'Volcanoes form where magma rises through the crust and erupts as lava, ash and gas.',
  'Magma chambers beneath volcanoes feed eruptions of lava and ash over many years.',
  'Bread dough needs flour, water, yeast and salt, and rises slowly in a warm kitchen.',
  'Eruptions of lava and ash from volcanoes can bury towns and change the climate.',
  'The football team trained every morning and won the league cup in the final match.',
  'Scientists measure gas and ground swelling to predict when volcanoes will erupt lava.',
  'The orchestra rehearsed the symphony with violins, cellos and a grand piano.',
  'Ash clouds from erupting volcanoes disrupt flights, and lava flows destroy roads.',
  'Astronomers observed a distant galaxy whose stars orbit a massive black hole.',
  'Volcanoes on the ocean floor build islands from layers of cooled lava and ash.',
  'The garden needs compost, sunlight and regular watering to grow tomatoes.',
  'Magma, lava, ash and gas: every volcano eruption releases all of them.',
];
const ABOUT_VOLCANOES = new Set([0, 1, 3, 5, 7, 9, 11]);

const document = (): Passage[] => {
  let at = 0;
  return TEXTS.map((text, index) => {
    const passage = { index, sourceId: 'doc-1', text, start: at, end: at + text.length };
    at += text.length + 2;
    return passage;
  });
};
const model = buildPassageModel(TEXTS, 'en');
const indices = (strategy: Strategy, count = 4) =>
  selectPassages(document(), strategy, count, 'en').map((p) => p.index);
const meanPairwiseSimilarity = (chosen: number[]) => {
  const pairs = chosen.flatMap((a, i) => chosen.slice(i + 1).map((b) => cosine(model.vectors[a]!, model.vectors[b]!)));
  return pairs.reduce((sum, value) => sum + value, 0) / pairs.length;
};
const meanCentrality = (chosen: number[]) => chosen.reduce((sum, i) => sum + model.centrality[i]!, 0) / chosen.length;

describe('Given one document and four passages to choose', () => {
  it('each strategy picks a different set of passages', () => {
    const sets = STRATEGIES.map((strategy) => indices(strategy).join(','));
    expect(new Set(sets).size).toBe(STRATEGIES.length);
  });

  it('similarity clusters around the central topic: only volcano passages, the most central on average', () => {
    const chosen = indices('similarity');
    expect(chosen.every((i) => ABOUT_VOLCANOES.has(i))).toBe(true);
    for (const other of ['diversity', 'hybrid', 'coverage'] as const)
      expect(meanCentrality(chosen)).toBeGreaterThan(meanCentrality(indices(other)));
  });

  it('diversity has the lowest mean pairwise similarity, and starts from the most central passage', () => {
    const chosen = indices('diversity');
    for (const other of ['similarity', 'hybrid', 'coverage'] as const)
      expect(meanPairwiseSimilarity(chosen)).toBeLessThanOrEqual(meanPairwiseSimilarity(indices(other)));
    const mostCentral = model.centrality.indexOf(Math.max(...model.centrality));
    expect(chosen).toContain(mostCentral);
  });

  it('hybrid balances the two: mostly the central topic, with some variety', () => {
    const chosen = indices('hybrid');
    const onTopic = chosen.filter((i) => ABOUT_VOLCANOES.has(i)).length;
    expect(onTopic).toBeGreaterThan(chosen.length / 2);
    expect(onTopic).toBeLessThan(chosen.length);
    expect(meanPairwiseSimilarity(chosen)).toBeLessThan(meanPairwiseSimilarity(indices('similarity')));
  });

  it('coverage spans the document evenly: one passage in each quarter', () => {
    const chosen = indices('coverage');
    expect(chosen.map((i) => Math.floor(i / 3))).toEqual([0, 1, 2, 3]);
  });
});

describe('Whatever the strategy', () => {
  it.each(STRATEGIES)(
    '%s answers the requested number of passages in source order, the same every time',
    (strategy) => {
      const chosen = selectPassages(document(), strategy, 5, 'en');
      expect(chosen).toHaveLength(5);
      expect(chosen.map((p) => p.index)).toEqual([...chosen.map((p) => p.index)].sort((a, b) => a - b));
      expect(selectPassages(document(), strategy, 5, 'en')).toEqual(chosen);
    },
  );

  it('gives every passage when it needs as many as there are, and none for zero', () => {
    expect(selectPassages(document(), 'diversity', 50, 'en')).toEqual(document());
    expect(selectPassages(document(), 'hybrid', 0, 'en')).toEqual([]);
  });

  it('detects the language itself when none is given', () => {
    expect(selectPassages(document(), 'similarity', 4).map((p) => p.index)).toEqual(indices('similarity'));
  });

  it('asks one and a half passages per question, at most all of them', () => {
    expect(passagesNeeded(10, 40)).toBe(15);
    expect(passagesNeeded(5, 4)).toBe(4);
  });
});

describe('The strategy options (spec: value, icon, recommended)', () => {
  it('offers the four strategies with hybrid recommended', () => {
    expect(STRATEGY_OPTIONS.map((o) => o.value)).toEqual([...STRATEGIES]);
    expect(STRATEGY_OPTIONS.filter((o) => o.recommended).map((o) => o.value)).toEqual(['hybrid']);
    expect(STRATEGY_OPTIONS.map((o) => o.icon)).toEqual(['target', 'shuffle', 'scale', 'layers']);
  });
});

describe('Turkish passages', () => {
  it('fold dotted and dotless i the Turkish way, so İstanbul and istanbul are one term', () => {
    const turkish = buildPassageModel(['İstanbul büyük bir şehirdir.', 'Bugün istanbul çok kalabalık.'], 'tr');
    expect(cosine(turkish.vectors[0]!, turkish.vectors[1]!)).toBeGreaterThan(0);
  });
});
