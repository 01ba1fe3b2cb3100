/** Usage per user and calendar month (UTC): quizzes created and AI questions generated. */
import type { QuizEvent } from '../../domain/quiz/quiz.decider';
import type { Projection } from '../runtime/projection';
import { eventOf } from '../runtime/projection';
import type { UsageDoc } from './usage.queries';
import { monthOf, usageId } from './usage.queries';

export const usageProjection: Projection<UsageDoc> = {
  name: 'usage',
  version: 2,
  collection: 'usage',
  handles: ['QuizCreated'],
  documentId: (event) => {
    const { ownerId, createdAt } = (event as unknown as { data: { ownerId: string; createdAt: string } }).data;
    return usageId(ownerId, monthOf(createdAt));
  },
  indexes: [{ keys: { userId: 1 } }],
  evolve: (doc, recorded) => {
    const event = eventOf<QuizEvent>(recorded);
    if (event.type !== 'QuizCreated') return doc;
    const { ownerId, createdAt } = event.data;
    const base = doc ?? {
      _id: usageId(ownerId, monthOf(createdAt)),
      userId: ownerId,
      month: monthOf(createdAt),
      quizzesCreated: 0,
      aiQuestionsGenerated: 0,
    };
    const aiQuestions = event.data.origin.kind === 'generated' ? event.data.questions.length : 0;
    return {
      ...base,
      quizzesCreated: base.quizzesCreated + 1,
      aiQuestionsGenerated: base.aiQuestionsGenerated + aiQuestions,
    };
  },
};
