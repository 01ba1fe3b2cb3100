/**
 * The quiz stream (`quiz-{id}`): created, updated (each update is the whole new version), deleted. A quiz is
 * private to its owner: anyone else is told it does not exist. Plan limits and fresh ids arrive in the command.
 */
import type { LimitValue, Plan } from '../plans/plans';
import { withinLimit } from '../plans/plans';
import type { CommandMetadata, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { Difficulty } from './quiz.rules';
import { quizViolations } from './quiz.rules';
import { invalidFields } from '../shared/errors';
import { planLimitError } from '../plans/plans';

export interface Question {
  id: string;
  text: string;
  options: string[];
  correctAnswer: number;
  explanation: string | null;
  difficulty: Difficulty;
  imageUrl: string | null;
  imageAltText: string | null;
}

export interface QuizSettings {
  timeLimit: number;
  showCorrectAnswer: boolean;
  randomizeOrder: boolean;
  aiGenerated: boolean;
}

export interface QuizContent {
  title: string;
  description: string | null;
  questions: Question[];
  settings: QuizSettings;
  tags: string[];
}

/** Content as a client sends it: questions may lack ids or carry temporary ones. */
export type QuizDraft = Omit<QuizContent, 'questions' | 'settings'> & {
  questions: (Omit<Question, 'id'> & { id?: string })[];
  settings: Omit<QuizSettings, 'aiGenerated'>;
};

/**
 * Where each generated question comes from: the source, the passage and its offsets in the source text, and who made
 * it (the AI model, or the offline generator: alone, or completing a model's answer). Events before the generator
 * recorded it have no `source`.
 */
export interface QuestionProvenance {
  sourceId: string | null;
  passageIndex: number;
  start: number;
  end: number;
  source?: 'model' | 'offline';
}

export type QuizOrigin =
  | { kind: 'manual' }
  | { kind: 'duplicate'; fromQuizId: string }
  | { kind: 'import' }
  | {
      kind: 'generated';
      generator: string;
      model: string | null;
      promptVersion: string;
      strategy: string;
      sourceType: 'text' | 'pdf' | 'url' | 'library';
      sourceIds: string[];
      /** One entry per question, in question order: a replay never calls a generator again. */
      provenance: QuestionProvenance[];
    };

export interface PlanAllowance {
  plan: Plan;
  quizzesPerMonth: LimitValue;
  questionsPerQuiz: LimitValue;
}

export type QuizEvent =
  | {
      type: 'QuizCreated';
      data: QuizContent & { quizId: string; ownerId: string; origin: QuizOrigin; createdAt: string };
    }
  | { type: 'QuizUpdated'; data: QuizContent & { quizId: string; ownerId: string; version: number; updatedAt: string } }
  | { type: 'QuizDeleted'; data: { quizId: string; ownerId: string; aiGenerated: boolean; deletedAt: string } };

export type Quiz =
  | { status: 'none' }
  | { status: 'active'; quizId: string; ownerId: string; version: number; content: QuizContent }
  | { status: 'deleted'; quizId: string; ownerId: string };

export type QuizCommand =
  | {
      type: 'CreateQuiz';
      data: {
        quizId: string;
        ownerId: string;
        draft: QuizDraft;
        origin: QuizOrigin;
        allowance: PlanAllowance;
        quizzesThisMonth: number;
        /** True for generated quizzes and for copies of them. */
        aiGenerated: boolean;
        /** Fresh ids, at least one per question. */
        newIds: string[];
      };
      metadata: CommandMetadata;
    }
  | {
      type: 'UpdateQuiz';
      data: { actorId: string; draft: QuizDraft; allowance: PlanAllowance; newIds: string[] };
      metadata: CommandMetadata;
    }
  | { type: 'DeleteQuiz'; data: { actorId: string }; metadata: CommandMetadata };

const toContent = ({ title, description, questions, settings, tags }: QuizContent): QuizContent => ({
  title,
  description,
  questions,
  settings,
  tags,
});

export const evolveQuiz = (state: Quiz, event: QuizEvent): Quiz => {
  switch (event.type) {
    case 'QuizCreated':
      return {
        status: 'active',
        quizId: event.data.quizId,
        ownerId: event.data.ownerId,
        version: 1,
        content: toContent(event.data),
      };
    case 'QuizUpdated':
      return state.status === 'active'
        ? { ...state, version: event.data.version, content: toContent(event.data) }
        : state;
    case 'QuizDeleted':
      return { status: 'deleted', quizId: event.data.quizId, ownerId: event.data.ownerId };
    default:
      return state;
  }
};

const notFound = () => DomainError.notFound('quiz.notFound', 'Quiz Not Found');

const assertRules = (draft: QuizDraft) => {
  const violations = quizViolations(draft);
  if (violations.length > 0)
    throw invalidFields(violations.map((v) => ({ field: v.path.join('.'), code: v.code, params: v.params })));
};

const assertQuestionsAllowed = (draft: QuizDraft, { plan, questionsPerQuiz }: PlanAllowance) => {
  if (!withinLimit(questionsPerQuiz, 0, draft.questions.length))
    throw planLimitError('questionsPerQuiz', plan, questionsPerQuiz);
};

/** Keeps the ids of questions the quiz already has (once each); every other question takes a fresh one. */
const assignIds = (draft: QuizDraft, existing: readonly Question[], newIds: string[]): Question[] => {
  const known = new Set(existing.map((q) => q.id));
  const fresh = [...newIds];
  return draft.questions.map((q) => {
    const keep = q.id !== undefined && known.delete(q.id);
    const id = keep ? q.id! : fresh.shift();
    if (!id) throw new Error('not enough fresh question ids');
    return { ...q, id };
  });
};

export const decideQuiz = (command: QuizCommand, state: Quiz): QuizEvent[] => {
  const { now } = command.metadata;
  switch (command.type) {
    case 'CreateQuiz': {
      const { quizId, ownerId, draft, origin, allowance, quizzesThisMonth, aiGenerated, newIds } = command.data;
      if (state.status !== 'none') throw DomainError.conflict('quiz.exists', 'This quiz already exists');
      assertRules(draft);
      if (!withinLimit(allowance.quizzesPerMonth, quizzesThisMonth))
        throw planLimitError('quizzes', allowance.plan, allowance.quizzesPerMonth);
      assertQuestionsAllowed(draft, allowance);
      const content: QuizContent = {
        ...draft,
        questions: assignIds(draft, [], newIds),
        settings: { ...draft.settings, aiGenerated },
      };
      return [{ type: 'QuizCreated', data: { quizId, ownerId, ...content, origin, createdAt: now } }];
    }
    case 'UpdateQuiz': {
      if (state.status !== 'active' || state.ownerId !== command.data.actorId) throw notFound();
      const { draft, allowance, newIds } = command.data;
      assertRules(draft);
      assertQuestionsAllowed(draft, allowance);
      const content: QuizContent = {
        ...draft,
        questions: assignIds(draft, state.content.questions, newIds),
        settings: { ...draft.settings, aiGenerated: state.content.settings.aiGenerated },
      };
      if (JSON.stringify(content) === JSON.stringify(state.content)) return [];
      const { quizId, ownerId } = state;
      return [
        { type: 'QuizUpdated', data: { quizId, ownerId, ...content, version: state.version + 1, updatedAt: now } },
      ];
    }
    case 'DeleteQuiz': {
      if (state.status !== 'active' || state.ownerId !== command.data.actorId) throw notFound();
      const { quizId, ownerId } = state;
      return [
        {
          type: 'QuizDeleted',
          data: { quizId, ownerId, aiGenerated: state.content.settings.aiGenerated, deletedAt: now },
        },
      ];
    }
    default: {
      const unexpected: never = command;
      throw new Error(`unknown command ${JSON.stringify(unexpected)}`);
    }
  }
};

export const quizDecider: Decider<QuizCommand, QuizEvent, Quiz> = {
  decide: decideQuiz,
  evolve: evolveQuiz,
  initialState: () => ({ status: 'none' }),
};
