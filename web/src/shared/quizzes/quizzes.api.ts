import { api, type Envelope } from '../../app/api';
import type { QuizBody, QuizExport } from '../../../../domain/quiz/quiz.schemas';

export interface QuizSettings {
  timeLimit: number;
  showCorrectAnswer: boolean;
  randomizeOrder: boolean;
  aiGenerated: boolean;
}

export interface QuizSummary {
  id: string;
  title: string;
  description: string | null;
  questionCount: number;
  settings: QuizSettings;
  tags: string[];
  createdAt: string;
  updatedAt: string;
}

export interface Question {
  id: string;
  text: string;
  options: string[];
  correctAnswer: number;
  explanation: string | null;
  difficulty: string;
  imageUrl: string | null;
  imageAltText: string | null;
}

export interface Quiz extends QuizSummary {
  questions: Question[];
}

export interface QuizSaved {
  quiz: Quiz;
  message?: string;
}

export interface QuizImported {
  quiz: Quiz;
  droppedImages: number;
}

type QuizAnswer = Envelope<{ quiz: Quiz }>;

const LIST = { type: 'Quiz', id: 'LIST' } as const;
/** What a new, changed or removed quiz changes elsewhere: the list, the dashboard figures and this month's usage. */
const everywhere = [LIST, 'DashboardStats', 'Usage'] as const;

export const quizzesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuizzes: build.query<QuizSummary[], void>({
      query: () => '/quizzes',
      transformResponse: (answer: Envelope<{ quizzes: QuizSummary[] }>) => answer.data.quizzes,
      providesTags: (quizzes) => [LIST, ...(quizzes ?? []).map(({ id }) => ({ type: 'Quiz' as const, id }))],
    }),
    getQuiz: build.query<Quiz, string>({
      query: (id) => `/quizzes/${encodeURIComponent(id)}`,
      transformResponse: (answer: QuizAnswer) => answer.data.quiz,
      providesTags: (_quiz, _error, id) => [{ type: 'Quiz', id }],
    }),
    createQuiz: build.mutation<Quiz, QuizBody>({
      query: (body) => ({ url: '/quizzes', method: 'POST', body }),
      transformResponse: (answer: QuizAnswer) => answer.data.quiz,
      invalidatesTags: [...everywhere],
    }),
    updateQuiz: build.mutation<QuizSaved, { id: string; body: QuizBody }>({
      query: ({ id, body }) => ({ url: `/quizzes/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: (answer: QuizAnswer) => ({ quiz: answer.data.quiz, message: answer.message }),
      invalidatesTags: (_saved, _error, { id }) => [{ type: 'Quiz', id }, ...everywhere],
    }),
    deleteQuiz: build.mutation<{ message?: string }, string>({
      query: (id) => ({ url: `/quizzes/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: (answer: { message?: string }) => ({ message: answer.message }),
      // Not the quiz's own tag: refetching it would only answer 404 while its page is being left. The quiz pages
      // fetch again whenever they open, so a deleted quiz is never shown from the cache.
      invalidatesTags: [...everywhere],
    }),
    duplicateQuiz: build.mutation<Quiz, { id: string; title: string }>({
      query: ({ id, title }) => ({
        url: `/quizzes/${encodeURIComponent(id)}/duplicate`,
        method: 'POST',
        body: { title },
      }),
      transformResponse: (answer: QuizAnswer) => answer.data.quiz,
      invalidatesTags: [...everywhere],
    }),
    /** The export file's content; the page saves it as a download (a plain link could not send the token). */
    exportQuiz: build.mutation<QuizExport, string>({
      query: (id) => `/quizzes/${encodeURIComponent(id)}/export`,
    }),
    importQuiz: build.mutation<QuizImported, unknown>({
      query: (body) => ({ url: '/quizzes/import', method: 'POST', body }),
      transformResponse: (answer: Envelope<QuizImported>) => answer.data,
      invalidatesTags: [...everywhere],
    }),
    /** multipart/form-data with the field `image`; answers with the image's address under /uploads. */
    uploadQuestionImage: build.mutation<string, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file);
        return { url: '/quizzes/upload-question-image', method: 'POST', body };
      },
      transformResponse: (answer: Envelope<{ imageUrl: string }>) => answer.data.imageUrl,
    }),
  }),
});

export const {
  useGetQuizzesQuery,
  useGetQuizQuery,
  useCreateQuizMutation,
  useUpdateQuizMutation,
  useDeleteQuizMutation,
  useDuplicateQuizMutation,
  useExportQuizMutation,
  useImportQuizMutation,
  useUploadQuestionImageMutation,
} = quizzesApi;
