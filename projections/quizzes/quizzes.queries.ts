import type { ReadStore } from '../../commands/ports';
import type { QuizDoc } from './quizzes.projection';

const summaryOf = ({ _id, title, description, questionCount, settings, tags, createdAt, updatedAt }: QuizDoc) => ({
  id: _id,
  title,
  description,
  questionCount,
  settings,
  tags,
  createdAt,
  updatedAt,
});

export const toQuiz = (doc: QuizDoc) => ({ ...summaryOf(doc), questions: doc.questions });

export const quizQueries = (readStore: ReadStore) => {
  const quizzes = readStore.collection<QuizDoc>('quizzes');
  return {
    /** The owner's quizzes, newest first, without their questions. */
    listByOwner: async (ownerId: string) =>
      (await quizzes.find({ ownerId }, { sort: { createdAt: -1, _id: 1 }, projection: { questions: 0 } })).map(
        summaryOf,
      ),
    /** A quiz of this owner, or null: another user's quiz does not exist for them. */
    ownedBy: async (quizId: string, ownerId: string) => {
      const doc = await quizzes.findOne({ _id: quizId });
      return doc && doc.ownerId === ownerId ? doc : null;
    },
  };
};
