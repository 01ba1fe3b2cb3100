/**
 * The dashboard's stat cards, one document per user. Accounts open it with zeros; quizzes count here; the game
 * and library slices add their events to `handles`.
 */
import type { ContentEvent } from '../../domain/content/content.decider';
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
  version: 3,
  collection: 'dashboard_stats',
  handles: ['UserRegistered', 'QuizCreated', 'QuizDeleted', 'ContentAdded', 'ContentDeleted'],
  documentId: (event) => {
    const data = event.data as { userId?: string; ownerId?: string };
    return data.userId ?? data.ownerId ?? null;
  },
  evolve: (doc, recorded) => {
    const event = eventOf<UserEvent | QuizEvent | ContentEvent>(recorded);
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
      case 'ContentAdded': {
        const stats = doc ?? emptyDashboardStats(event.data.ownerId);
        return {
          ...stats,
          librarySources: stats.librarySources + 1,
          libraryWords: stats.libraryWords + event.data.wordCount,
        };
      }
      case 'ContentDeleted': {
        const stats = doc ?? emptyDashboardStats(event.data.ownerId);
        return {
          ...stats,
          librarySources: Math.max(0, stats.librarySources - 1),
          libraryWords: Math.max(0, stats.libraryWords - event.data.wordCount),
        };
      }
      default:
        return doc;
    }
  },
};
