/** What a page that opens a quiz asks it to announce (router location state `{ notice }`). */
export type QuizNotice = { kind: 'created' } | { kind: 'duplicated' } | { kind: 'imported'; droppedImages: number };

export const readQuizNotice = (value: unknown): QuizNotice | null => {
  if (!value || typeof value !== 'object') return null;
  const { kind, droppedImages } = value as { kind?: unknown; droppedImages?: unknown };
  if (kind === 'created' || kind === 'duplicated') return { kind };
  if (kind === 'imported') return { kind, droppedImages: typeof droppedImages === 'number' ? droppedImages : 0 };
  return null;
};

/** The notice the dashboard shows after a quiz was deleted: the server's message, translated there. */
export interface QuizDeletedNotice {
  kind: 'quizDeleted';
  message?: string;
}
