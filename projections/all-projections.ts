/** Every projection of the product, in the order the runtime applies them. */
import { dashboardStatsProjection } from './dashboard/dashboard-stats.projection';
import { gameParticipantsProjection, gamesProjection } from './games/games.projection';
import { imageReferencesProjection } from './images/image-references.projection';
import { imageStorageProjection, imagesProjection } from './images/images.projection';
import { libraryProjection } from './library/library.projection';
import { quizzesProjection } from './quizzes/quizzes.projection';
import type { Projection } from './runtime/projection';
import { signInsProjection } from './sign-ins/sign-ins.projection';
import { subscriptionsProjection } from './subscriptions/subscriptions.projection';
import { usageProjection } from './usage/usage.projection';
import { usersProjection } from './users/users.projection';
import { adminsProjection } from './admins/admins.projection';
import { settingsProjection } from './settings/settings.projection';
import { analyticsProjection } from './analytics/analytics.projection';
import { ticketsProjection } from './tickets/tickets.projection';

export const allProjections = (): Projection[] => [
  usersProjection as unknown as Projection,
  signInsProjection as unknown as Projection,
  dashboardStatsProjection as unknown as Projection,
  quizzesProjection as unknown as Projection,
  usageProjection as unknown as Projection,
  gamesProjection as unknown as Projection,
  gameParticipantsProjection as unknown as Projection,
  libraryProjection as unknown as Projection,
  imagesProjection as unknown as Projection,
  imageStorageProjection as unknown as Projection,
  imageReferencesProjection as unknown as Projection,
  subscriptionsProjection as unknown as Projection,
  adminsProjection as unknown as Projection,
  settingsProjection as unknown as Projection,
  analyticsProjection as unknown as Projection,
  ticketsProjection as unknown as Projection,
];
