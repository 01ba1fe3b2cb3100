/** The quizzes read model: one document per live quiz, its whole current version; a deleted quiz is removed. */
import type { QuizContent, QuizEvent } from '../../domain/quiz/quiz.decider';
import type { ProjectedDoc, Projection } from '../runtime/projection';
import { eventOf } from '../runtime/projection';

export interface QuizDoc extends ProjectedDoc, QuizContent {
  ownerId: string;
  questionCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

const contentOf = ({ title, description, questions, settings, tags }: QuizContent): QuizContent => ({
  title,
  description,
  questions,
  settings,
  tags,
});

export const quizzesProjection: Projection<QuizDoc> = {
  name: 'quizzes',
  version: 1,
  collection: 'quizzes',
  handles: ['QuizCreated', 'QuizUpdated', 'QuizDeleted'],
  documentId: (event) => (event.data as { quizId: string }).quizId,
  indexes: [{ keys: { ownerId: 1 } }],
  evolve: (doc, recorded) => {
    const event = eventOf<QuizEvent>(recorded);
    switch (event.type) {
      case 'QuizCreated':
        return {
          _id: event.data.quizId,
          ownerId: event.data.ownerId,
          ...contentOf(event.data),
          questionCount: event.data.questions.length,
          version: 1,
          createdAt: event.data.createdAt,
          updatedAt: event.data.createdAt,
        };
      case 'QuizUpdated':
        return (
          doc && {
            ...doc,
            ...contentOf(event.data),
            questionCount: event.data.questions.length,
            version: event.data.version,
            updatedAt: event.data.updatedAt,
          }
        );
      case 'QuizDeleted':
        return null;
      default:
        return doc;
    }
  },
};
