/** Shared types of the content pipeline: passages of a source, and questions a generator proposes. */

export const CONTENT_LANGUAGES = ['en', 'tr', 'de'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const STRATEGIES = ['similarity', 'diversity', 'hybrid', 'coverage'] as const;
export type Strategy = (typeof STRATEGIES)[number];

export type Difficulty = 'easy' | 'medium' | 'hard';

/** Who made a generated question: the AI model, or the offline generator (alone, or completing a model's answer). */
export type QuestionSource = 'model' | 'offline';

export interface LanguageGuess {
  language: ContentLanguage;
  /** 0 to 0.9 (spec: capped at 0.9; above 0.7 counts as high). */
  confidence: number;
}

/** A piece of a source, with its offsets in the normalised text (provenance of every question). */
export interface Passage {
  index: number;
  /** Which source it comes from (several library sources can feed one generation). */
  sourceId: string | null;
  text: string;
  start: number;
  end: number;
}

export interface GeneratedQuestion {
  text: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
  difficulty: Difficulty;
  /**
   * Where the answer is supported: the passage used; and, when a model's answer was completed by the offline
   * generator, which of the two made this question (recorded with the quiz; absent for a generator that is only one).
   */
  provenance: { passageIndex: number; sourceId: string | null; start: number; end: number; source?: QuestionSource };
}

export interface GenerationRequest {
  passages: Passage[];
  count: number;
  difficulty: Difficulty;
  /** The source's language (detected or given). */
  sourceLanguage: ContentLanguage;
  /** The language the questions should be in. */
  targetLanguage: ContentLanguage;
  /** Makes the offline generator deterministic. */
  seed: number;
  title?: string;
  /** Called as questions are made: (made, requested). */
  onProgress?: (made: number, requested: number) => void;
  signal?: AbortSignal;
}

/** A note for the host about a generation: a message code with its params, and the English text. */
export interface GenerationNote {
  code: string;
  params: Record<string, string | number>;
  text: string;
}

export interface GenerationResult {
  questions: GeneratedQuestion[];
  /** Notes for the host, e.g. that the generator could not translate or could make fewer questions. */
  notes: GenerationNote[];
  generator: string;
  model: string | null;
  promptVersion: string;
  /** Questions the offline generator made because the model could not (an unreadable or short answer). */
  offlineQuestions?: number;
  /** The 1-based numbers of those questions in the quiz (their `provenance.source` is 'offline'). */
  offlineQuestionNumbers?: number[];
}
