/**
 * The learned judge's weights (gate.ts), fitted by scripts/generation/gate.ts --write to 2428 blind verdicts
 * on 33 sets of tests/fixtures/quality. Do not edit by hand: fit them again after a new reading.
 */
import type { GateFeature } from './gate';

export const GATE_WEIGHTS: Record<GateFeature, number> = {
  bias: 0.2,
  de: 0.074,
  tr: 0.114,
  figure: 0.421,
  year: 0.079,
  name: 0.154,
  concept: -0.158,
  blankTerm: -0.495,
  clause: -0.001,
  roughFigure: 0.16,
  sinceYear: -0.005,
  otherFigures: -0.197,
  otherYear: 0.165,
  roundFigure: 0.388,
  optionSpread: 0.066,
  example: -0.114,
  pointing: -0.337,
  future: 0.155,
  speech: 0.814,
  sentenceWords: -0.066,
  position: -0.024,
  firstSentences: -0.053,
  threeOptions: 0.178,
  optionWords: -0.292,
  optionsInSource: -0.707,
  answerFrequency: -0.227,
  stemSharesOption: -0.117,
  capitalisedAnswer: 0.655,
};
