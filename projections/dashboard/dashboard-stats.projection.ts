/**
 * The dashboard's stat cards, one document per user. Accounts open it with zeros; the quiz, game and library
 * slices add their events to `handles` and count them here.
 */
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
  version: 1,
  collection: 'dashboard_stats',
  handles: ['UserRegistered'],
  documentId: (event) => (event.data as { userId: string }).userId,
  evolve: (doc, recorded) => {
    const event = eventOf<UserEvent>(recorded);
    if (event.type === 'UserRegistered') return doc ?? emptyDashboardStats(event.data.userId);
    return doc;
  },
};
