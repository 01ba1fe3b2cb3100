import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { QUIZ_LIMITS, type Difficulty } from '../../../../../domain/quiz/quiz.rules';
import { difficultyOf, quizBody, type QuizBody } from '../../../../../domain/quiz/quiz.schemas';
import { toFieldMessage } from '../../../shared/field-message';
import type { Quiz } from '../../../shared/quizzes/quizzes.api';

/** A question as the editor holds it: texts are never null, and new questions carry a temporary id. */
export interface QuestionDraft {
  id: string;
  text: string;
  options: string[];
  correctAnswer: number;
  difficulty: Difficulty;
  explanation: string;
  imageUrl: string;
  imageAltText: string;
}

/** The editor's values, shaped like the request body so the server's field paths name the same fields. */
export interface QuizFormValues {
  title: string;
  description: string;
  settings: { timeLimit: number; showCorrectAnswer: boolean; randomizeOrder: boolean };
  tags: string[];
  questions: QuestionDraft[];
}

let temporaryIds = 0;
/** A temporary question id; the server gives the question a real one when the quiz is saved. */
export const temporaryId = () => `temp-${Date.now().toString(36)}-${(temporaryIds += 1)}`;

export const NEW_QUESTION_OPTIONS = 4;

export const emptyQuestion = (): QuestionDraft => ({
  id: temporaryId(),
  text: '',
  options: Array.from({ length: NEW_QUESTION_OPTIONS }, () => ''),
  correctAnswer: 0,
  difficulty: 'medium',
  explanation: '',
  imageUrl: '',
  imageAltText: '',
});

export const newQuizValues = (): QuizFormValues => ({
  title: '',
  description: '',
  settings: { timeLimit: QUIZ_LIMITS.defaultTimeLimit, showCorrectAnswer: true, randomizeOrder: false },
  tags: [],
  questions: [emptyQuestion()],
});

export const toFormValues = (quiz: Quiz): QuizFormValues => ({
  title: quiz.title,
  description: quiz.description ?? '',
  settings: {
    timeLimit: quiz.settings.timeLimit,
    showCorrectAnswer: quiz.settings.showCorrectAnswer,
    randomizeOrder: quiz.settings.randomizeOrder,
  },
  tags: [...quiz.tags],
  questions: quiz.questions.map((question) => ({
    id: question.id,
    text: question.text,
    options: [...question.options],
    correctAnswer: question.correctAnswer,
    difficulty: difficultyOf(question.difficulty),
    explanation: question.explanation ?? '',
    imageUrl: question.imageUrl ?? '',
    imageAltText: question.imageAltText ?? '',
  })),
});

/**
 * Validates with the server's own schema (quizBody and the rules of quiz.rules.ts), so every message is the
 * server's, with its question and option numbers. Manual creation offers a narrower time limit than the server
 * accepts (spec §5), with its own message. A valid form hands the parsed body (trimmed texts) to the submit.
 */
export const quizFormResolver =
  (timeLimitMin: number): Resolver<QuizFormValues, unknown, QuizBody> =>
  (values, _context, options) => {
    const { timeLimit } = values.settings;
    // An emptied number input reads as NaN: let the rules report it, together with every other problem.
    const input = {
      ...values,
      settings: { ...values.settings, timeLimit: Number.isFinite(timeLimit) ? timeLimit : 0 },
    };
    const result = quizBody.safeParse(input);
    const flat: Record<string, FieldError> = {};
    const add = (path: string, message: string) => {
      flat[path] ??= { type: 'validate', message };
    };
    if (!result.success) {
      for (const issue of result.error.issues) {
        const params = issue.code === 'custom' ? (issue.params as Record<string, number> | undefined) : undefined;
        add(issue.path.join('.'), toFieldMessage(issue.message, params));
      }
    }
    const outOfRange = !Number.isInteger(timeLimit) || timeLimit < timeLimitMin || timeLimit > QUIZ_LIMITS.timeLimitMax;
    if (timeLimitMin !== QUIZ_LIMITS.timeLimitMin && outOfRange) {
      flat['settings.timeLimit'] = {
        type: 'validate',
        message: toFieldMessage('quizzes:editor.timeLimitRange', { min: timeLimitMin, max: QUIZ_LIMITS.timeLimitMax }),
      };
    }
    if (result.success && Object.keys(flat).length === 0) return { values: result.data, errors: {} };
    return { values: {}, errors: toNestErrors<QuizFormValues>(flat, options) };
  };
