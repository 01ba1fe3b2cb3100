/**
 * The rules every quiz obeys, as a pure function shared by the decider (the invariant), the request schemas (the
 * edge) and the web editor (the form). Each violation names its field, its message code and the numbers the
 * message shows (1-based question and option numbers, as a host counts them).
 */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const QUIZ_LIMITS = {
  titleMax: 200,
  descriptionMax: 2000,
  /** A hard ceiling for any plan; a plan's own questions-per-quiz limit is usually lower. */
  questionsMax: 200,
  textMax: 1000,
  optionsMin: 2,
  optionsMax: 6,
  optionMax: 300,
  explanationMax: 2000,
  altMax: 300,
  timeLimitMin: 5,
  timeLimitMax: 300,
  /** The manual editor offers 10 to 300 s (spec §5); the edit page and the server accept 5 to 300 s. */
  manualTimeLimitMin: 10,
  defaultTimeLimit: 30,
  tagsMax: 10,
  tagMax: 30,
} as const;

/** Images a quiz may show: only ones uploaded to this server (`POST /api/quizzes/upload-question-image`). */
export const UPLOADED_IMAGE_URL = /^\/uploads\/[0-9a-f-]{36}\.(jpg|png|gif|webp)$/;

export interface QuestionFields {
  text: string;
  options: string[];
  correctAnswer: number;
  difficulty: string;
  explanation?: string | null;
  imageUrl?: string | null;
  imageAltText?: string | null;
}

export interface QuizFields {
  title: string;
  description?: string | null;
  questions: QuestionFields[];
  settings: { timeLimit: number };
  tags?: string[];
}

export interface RuleViolation {
  path: (string | number)[];
  code: string;
  params?: Record<string, number>;
}

export const questionViolations = (q: QuestionFields, index: number): RuleViolation[] => {
  const L = QUIZ_LIMITS;
  const question = index + 1;
  const at = (field: string | number, ...rest: (string | number)[]) => ['questions', index, field, ...rest];
  const out: RuleViolation[] = [];
  if (!q.text.trim()) out.push({ path: at('text'), code: 'quiz.questionTextRequired', params: { question } });
  else if (q.text.length > L.textMax)
    out.push({ path: at('text'), code: 'quiz.questionTextTooLong', params: { question } });
  if (q.options.length < L.optionsMin)
    out.push({ path: at('options'), code: 'quiz.optionsTooFew', params: { question } });
  if (q.options.length > L.optionsMax)
    out.push({ path: at('options'), code: 'quiz.optionsTooMany', params: { question } });
  q.options.forEach((option, o) => {
    if (!option.trim())
      out.push({ path: at('options', o), code: 'quiz.optionEmpty', params: { question, option: o + 1 } });
    else if (option.length > L.optionMax)
      out.push({ path: at('options', o), code: 'quiz.optionTooLong', params: { question, option: o + 1 } });
  });
  if (!Number.isInteger(q.correctAnswer) || q.correctAnswer < 0 || q.correctAnswer >= q.options.length)
    out.push({ path: at('correctAnswer'), code: 'quiz.correctAnswerInvalid', params: { question } });
  if (!(DIFFICULTIES as readonly string[]).includes(q.difficulty))
    out.push({ path: at('difficulty'), code: 'quiz.difficultyInvalid', params: { question } });
  if ((q.explanation?.length ?? 0) > L.explanationMax)
    out.push({ path: at('explanation'), code: 'quiz.explanationTooLong', params: { question } });
  if (q.imageUrl && !UPLOADED_IMAGE_URL.test(q.imageUrl))
    out.push({ path: at('imageUrl'), code: 'quiz.imageUrlInvalid', params: { question } });
  if ((q.imageAltText?.length ?? 0) > L.altMax)
    out.push({ path: at('imageAltText'), code: 'quiz.imageAltTooLong', params: { question } });
  return out;
};

export const quizViolations = (quiz: QuizFields): RuleViolation[] => {
  const L = QUIZ_LIMITS;
  const out: RuleViolation[] = [];
  if (!quiz.title.trim()) out.push({ path: ['title'], code: 'quiz.titleRequired' });
  else if (quiz.title.length > L.titleMax) out.push({ path: ['title'], code: 'quiz.titleTooLong' });
  if ((quiz.description?.length ?? 0) > L.descriptionMax)
    out.push({ path: ['description'], code: 'quiz.descriptionTooLong' });
  if (quiz.questions.length === 0) out.push({ path: ['questions'], code: 'quiz.questionsRequired' });
  if (quiz.questions.length > L.questionsMax)
    out.push({ path: ['questions'], code: 'quiz.tooManyQuestions', params: { max: L.questionsMax } });
  quiz.questions.forEach((q, i) => out.push(...questionViolations(q, i)));
  const { timeLimit } = quiz.settings;
  if (!Number.isInteger(timeLimit) || timeLimit < L.timeLimitMin || timeLimit > L.timeLimitMax)
    out.push({ path: ['settings', 'timeLimit'], code: 'quiz.timeLimitInvalid' });
  const tags = quiz.tags ?? [];
  if (tags.length > L.tagsMax || tags.some((t) => !t.trim() || t.length > L.tagMax))
    out.push({ path: ['tags'], code: 'quiz.tagsInvalid' });
  return out;
};

/**
 * Spec §4: removing an option moves the correct-answer index back by one when it is at or after the removed
 * option, never below 0.
 */
export const correctAnswerAfterRemoval = (correctAnswer: number, removedIndex: number) =>
  correctAnswer >= removedIndex ? Math.max(0, correctAnswer - 1) : correctAnswer;
