import { api, type Envelope } from '../../app/api';

export interface DashboardStats {
  totalQuizzes: number;
  totalGames: number;
  totalParticipants: number;
  aiGeneratedQuizzes: number;
  librarySources: number;
  libraryWords: number;
}

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardStats: build.query<DashboardStats, void>({
      query: () => '/games/dashboard-stats',
      transformResponse: (answer: Envelope<DashboardStats>) => answer.data,
      providesTags: ['DashboardStats'],
    }),
  }),
});

export const { useGetDashboardStatsQuery } = dashboardApi;
