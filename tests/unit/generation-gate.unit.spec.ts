/**
 * The offline generator's learned judge (infra/ai/local/gate.ts): the features it reads, the fitted weights, and the
 * generator dropping what it judges a strict teacher would delete.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../domain/content/content.types';
import { GATE_FEATURES, GATE_THRESHOLD, gateFeatures, keepChance, type GateFeature } from '../../infra/ai/local/gate';
import { GATE_WEIGHTS } from '../../infra/ai/local/gate-weights';
import { questionsFrom } from '../support/local-generation';

const question = (text: string, options: string[], answer: string, sentence: string): GeneratedQuestion => ({
  text,
  options,
  correctAnswer: options.indexOf(answer),
  explanation: `“${answer}” is right because the text says: “${sentence}”`,
  difficulty: 'medium',
  provenance: { passageIndex: 0, sourceId: null, start: 0, end: 0 },
});

const featuresOf = (q: GeneratedQuestion, source: string) => {
  const values = gateFeatures(source, 'en')(q);
  return Object.fromEntries(GATE_FEATURES.map((feature, i) => [feature, values[i]])) as Record<GateFeature, number>;
};
const weights = GATE_FEATURES.map((feature) => GATE_WEIGHTS[feature]);

const SOURCE = `Orchard opens on old allotment site

Volunteers planted 64 fruit trees on Saturday on the former allotment site in Elmbury. The council has leased the
land to the group for 25 years. About 120 people came to the planting day, and 400 tonnes of topsoil were brought in.
Osmosis is a special kind of diffusion. This process moves water through a membrane.`;

describe('Given a question of the offline generator', () => {
  it('when its features are read, then a figure among other figures of its sentence counts them', () => {
    const sentence = 'About 120 people came to the planting day, and 400 tonnes of topsoil were brought in.';
    const asked = question(
      'Which number completes the sentence? "About 120 people came to the planting day, and _____ tonnes of topsoil were brought in."',
      ['300', '400', '500', '600'],
      '400',
      sentence,
    );
    const features = featuresOf(asked, SOURCE);
    expect(features.figure).toBe(1);
    expect(features.year).toBe(0);
    expect(features.otherFigures).toBe(1);
    expect(features.roundFigure).toBe(1);
  });

  it('when its features are read, then a concept whose sentence points back is a concept that points', () => {
    const asked = question(
      'According to the text, what moves water through a membrane in this way?',
      ['osmosis', 'allotment', 'topsoil'],
      'osmosis',
      'This process moves water through a membrane.',
    );
    const features = featuresOf(asked, SOURCE);
    expect(features.concept).toBe(1);
    expect(features.pointing).toBe(1);
    expect(features.optionsInSource).toBe(1);
  });

  it('when it is judged, then the lead fact of a report is likelier kept than a stray concept', () => {
    const lead = question(
      'Which number completes the sentence? "Volunteers planted _____ fruit trees on Saturday on the former allotment site in Elmbury."',
      ['44', '54', '64', '74'],
      '64',
      'Volunteers planted 64 fruit trees on Saturday on the former allotment site in Elmbury.',
    );
    const stray = question(
      'According to the text, what moves water through a membrane in this way?',
      ['osmosis', 'allotment site', 'planting day'],
      'osmosis',
      'This process moves water through a membrane.',
    );
    const [kept, dropped] = [lead, stray].map((q) => keepChance(weights, gateFeatures(SOURCE, 'en')(q)));
    expect(kept).toBeGreaterThan(dropped as number);
    expect(kept).toBeGreaterThanOrEqual(GATE_THRESHOLD);
  });
});

describe('Given the fitted weights', () => {
  it('when they are read, then there is one for every feature and no other', () => {
    expect(Object.keys(GATE_WEIGHTS).sort()).toEqual([...GATE_FEATURES].sort());
    for (const weight of Object.values(GATE_WEIGHTS)) expect(Number.isFinite(weight)).toBe(true);
  });
});

const TURKISH = `Kapadokya

Kapadokya, Orta Anadolu'da volkanik tüflerden oluşan bir bölgedir. Tüf, yanardağ küllerinin sıkışmasıyla oluşan
yumuşak bir kayaçtır. Erciyes, Hasandağı ve Göllüdağ yanardağlarının küllerinden oluşan kayalar, rüzgâr ve yağmurla
aşınarak ilginç biçimler aldı. Bu kaya sütunlarına peribacası denir. Kayalara oyulmuş küçük kuş evlerine güvercinlik
denir. Bölgede yaşayan insanlar yumuşak kayaları oyarak evler, kiliseler ve güvercinlikler yaptı.`;

describe('Given a text whose terms are of several kinds, when the generator asks with and without the judge', () => {
  it('then the judge drops the questions below its threshold and keeps the others as they were', async () => {
    // A region, a rock, a column and a pigeon house offered as each other's options: blind readers fail such
    // concept questions; the judge gives them a low chance.
    const built = await questionsFrom(TURKISH, 'tr', { seed: 5, count: 20 });
    const judged = await questionsFrom(TURKISH, 'tr', { seed: 5, count: 20, judge: true });
    const chanceOf = (q: GeneratedQuestion) => keepChance(weights, gateFeatures(TURKISH, 'tr')(q));
    const below = built.filter((q) => chanceOf(q) < GATE_THRESHOLD);
    expect(below.length).toBeGreaterThan(0);
    expect(judged.length).toBe(built.length - below.length);
    for (const q of judged) {
      expect(built).toContainEqual(q);
      expect(chanceOf(q)).toBeGreaterThanOrEqual(GATE_THRESHOLD);
    }
  });
});
