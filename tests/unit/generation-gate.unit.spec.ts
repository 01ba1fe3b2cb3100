/**
 * A learned judge of the offline generator's questions, for measuring (scripts/generation/judge.ts): the features it
 * reads from a question and its source, and the fit to readers' verdicts.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../domain/content/content.types';
import { GATE_FEATURES, fitJudge, gateFeatures, keepChance, type GateFeature } from '../../scripts/generation/judge';

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
});

describe('Given readers who pass every figure and fail every concept', () => {
  it('when the judge is fitted to their verdicts, then it gives a figure a higher chance than a concept', () => {
    const figure = question(
      'Which number completes the sentence? "Volunteers planted _____ fruit trees on Saturday on the former allotment site in Elmbury."',
      ['44', '54', '64', '74'],
      '64',
      'Volunteers planted 64 fruit trees on Saturday on the former allotment site in Elmbury.',
    );
    const concept = question(
      'According to the text, what moves water through a membrane in this way?',
      ['osmosis', 'allotment site', 'planting day'],
      'osmosis',
      'This process moves water through a membrane.',
    );
    const featuresOf = gateFeatures(SOURCE, 'en');
    const verdicts = [
      ...Array.from({ length: 6 }, () => ({ features: featuresOf(figure), pass: 1 })),
      ...Array.from({ length: 6 }, () => ({ features: featuresOf(concept), pass: 0 })),
    ];
    const weights = fitJudge(verdicts, { rounds: 300 });
    expect(weights).toHaveLength(GATE_FEATURES.length);
    expect(keepChance(weights, featuresOf(figure))).toBeGreaterThan(0.5);
    expect(keepChance(weights, featuresOf(concept))).toBeLessThan(0.5);
  });
});
