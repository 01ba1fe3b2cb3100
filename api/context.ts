/** What the edges (REST and sockets) are given by the composition root: commands, queries and a few services. */
import type { SubscriptionCommands } from '../commands/subscription/subscription.commands';
import type { planUsageQueries, SubscriptionQueries } from '../projections/subscriptions/subscriptions.queries';
import type { GenerationProgressRegistry } from '../commands/content/generation-progress';
import type { GenerationCommands } from '../commands/content/generation.commands';
import type { GameCommands } from '../commands/game/game.commands';
import type { ImageCommands } from '../commands/image/image.commands';
import type { UploadSpool } from '../commands/ports';
import type { QuizCommands } from '../commands/quiz/quiz.commands';
import type { UserCommands } from '../commands/user/user.commands';
import type { SessionTokens } from '../commands/user/session-tokens';
import type { Clock } from '../commands/ports';
import type { Plan, PlanFeatures, PlanLimits } from '../domain/plans/plans';
import type { ProjectionRunner } from '../projections/runtime/projection-runner';
import type { userQueries } from '../projections/users/users.queries';
import type { signInQueries } from '../projections/sign-ins/sign-ins.queries';
import type { dashboardStatsQueries } from '../projections/dashboard/dashboard-stats.queries';
import type { usageQueries } from '../projections/usage/usage.queries';
import type { quizQueries } from '../projections/quizzes/quizzes.queries';
import type { GameQueries } from '../projections/games/games.queries';
import type { libraryQueries } from '../projections/library/library.queries';
import type { imageQueries } from '../projections/images/images.queries';
import type { AdminApiContext } from './admin/admin-context';

export interface ApiContext {
  clock: Clock;
  tokens: SessionTokens;
  runner: ProjectionRunner;
  commands: {
    subscriptions: SubscriptionCommands;
    users: UserCommands;
    quizzes: QuizCommands;
    images: ImageCommands;
    games: GameCommands;
    generation: GenerationCommands;
    generationProgress: GenerationProgressRegistry;
    /** Temporary files for uploads read within one request (PDFs). */
    uploadSpool: UploadSpool;
  };
  queries: {
    subscriptions: SubscriptionQueries;
    planUsage: ReturnType<typeof planUsageQueries>;
    users: ReturnType<typeof userQueries>;
    signIns: ReturnType<typeof signInQueries>;
    dashboardStats: ReturnType<typeof dashboardStatsQueries>;
    usage: ReturnType<typeof usageQueries>;
    quizzes: ReturnType<typeof quizQueries>;
    games: GameQueries;
    library: ReturnType<typeof libraryQueries>;
    /** Image storage used per account (`usedBytes`). */
    images: ReturnType<typeof imageQueries>;
  };
  plans: { limits: Record<Plan, PlanLimits>; features: Record<Plan, PlanFeatures> };
  stores: { eventStore: string; readStore: string };
  webDist: string;
  /** The built admin app (admin/dist), served under /admin. */
  adminDist: string;
  games: { startCountdownMs: number };
  trustProxy: string;
  /** Staff sign-in, roles and the admin areas (api/admin). */
  admin: AdminApiContext;
}
