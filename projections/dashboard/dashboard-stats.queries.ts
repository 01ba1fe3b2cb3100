import type { ReadStore } from '../../commands/ports';
import type { DashboardStatsDoc } from './dashboard-stats.projection';
import { emptyDashboardStats } from './dashboard-stats.projection';

export const dashboardStatsQueries = (readStore: ReadStore) => {
  const stats = readStore.collection<DashboardStatsDoc>('dashboard_stats');
  return {
    forUser: async (userId: string) => {
      const { _id, _position, ...figures } = (await stats.findOne({ _id: userId })) ?? emptyDashboardStats(userId);
      void _id;
      void _position;
      return figures;
    },
  };
};
