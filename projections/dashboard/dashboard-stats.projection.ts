/**
 * The dashboard's stat cards, one document per user. Accounts open it with zeros; quizzes count here; the game
 * and library slices add their events to `handles`.
 */
import type { QuizEvent } from '../../domain/quiz/quiz.decider';
import type { UserEvent } from '../../domain/user/user.decider';
import type { ProjectedDoc, Projection } from '../runtime/projection';
import { eventOf } from '../runtime/projection';

export interface DashboardStatsDoc extends ProjectedDoc {
  totalQuizzes: number;
  totalGames: number;
  totalParticipants: number;
  aiGeneratedQuizzes: number;
  librarySources: number;
  libraryWords: number;
}

export const emptyDashboardStats = (userId: string): DashboardStatsDoc => ({
  _id: userId,
  totalQuizzes: 0,
  totalGames: 0,
  totalParticipants: 0,
  aiGeneratedQuizzes: 0,
  librarySources: 0,
  libraryWords: 0,
});

export const dashboardStatsProjection: Projection<DashboardStatsDoc> = {
  name: 'dashboard-stats',
  version: 2,
  collection: 'dashboard_stats',
  handles: ['UserRegistered', 'QuizCreated', 'QuizDeleted'],
  documentId: (event) => {
    const data = event.data as { userId?: string; ownerId?: string };
    return data.userId ?? data.ownerId ?? null;
  },
  evolve: (doc, recorded) => {
    const event = eventOf<UserEvent | QuizEvent>(recorded);
    switch (event.type) {
      case 'UserRegistered':
        return doc ?? emptyDashboardStats(event.data.userId);
      case 'QuizCreated': {
        const stats = doc ?? emptyDashboardStats(event.data.ownerId);
        const ai = event.data.settings.aiGenerated ? 1 : 0;
        return { ...stats, totalQuizzes: stats.totalQuizzes + 1, aiGeneratedQuizzes: stats.aiGeneratedQuizzes + ai };
      }
      case 'QuizDeleted': {
        const stats = doc ?? emptyDashboardStats(event.data.ownerId);
        const ai = event.data.aiGenerated ? 1 : 0;
        return {
          ...stats,
          totalQuizzes: Math.max(0, stats.totalQuizzes - 1),
          aiGeneratedQuizzes: Math.max(0, stats.aiGeneratedQuizzes - ai),
        };
      }
      default:
        return doc;
    }
  },
};
