/** What the admin routers are given by the composition root (the `admin` part of the API context). */
import type { AdminCommands } from '../../commands/admin/admin.commands';
import type { AdminUserCommands } from '../../commands/admin/admin-users.commands';
import type { AdminUserQueries } from '../../projections/admin/admin-users.queries';
import type { AdminSubscriptionCommands } from '../../commands/admin/admin-subscriptions.commands';
import type { AdminSubscriptionQueries } from '../../projections/admin/admin-subscriptions.queries';
import type { LiveSettings } from '../../commands/settings/live-settings';
import type { SettingsCommands } from '../../commands/settings/settings.commands';
import type { SettingsQueries } from '../../projections/settings/settings.queries';
import type { AnalyticsQueries } from '../../projections/analytics/analytics.queries';
import type { TicketCommands } from '../../commands/tickets/ticket.commands';
import type { TicketQueries } from '../../projections/tickets/tickets.queries';
import type { RequestMetrics } from '../middleware/request-metrics';
import type { AdminTokens } from '../../commands/admin/admin-tokens';
import type { AdminQueries } from '../../projections/admins/admins.queries';
import type { AuditReplays } from '../../commands/audit/audit-replays';
import type { ChainAudit } from '../../projections/audit/chain-audit';

export interface AdminApiContext {
  tokens: AdminTokens;
  commands: AdminCommands & { users: AdminUserCommands; subscriptions: AdminSubscriptionCommands };
  queries: AdminQueries & {
    users: AdminUserQueries;
    subscriptions: AdminSubscriptionQueries;
    analytics: AnalyticsQueries;
  };
  /** The settings in force (also read by the content, rate-limit and token code), their changes and read model. */
  settings: { live: LiveSettings; commands: SettingsCommands; queries: SettingsQueries };
  /** Support tickets: opened by the public contact form, closed by staff. */
  tickets: { commands: TicketCommands; queries: TicketQueries };
  /** Answer times and failures of the API over the last 24 hours (kept in memory). */
  metrics: RequestMetrics;
  /** Replays of a game or a billing history, verified against their read models (issue 11). */
  audit: AuditReplays;
  /** The log's hash chain and the digests of the live read models (issue 11). */
  chain: ChainAudit;
}
