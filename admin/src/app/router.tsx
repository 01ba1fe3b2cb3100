import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AdminLayout } from './layout/admin-layout';
import { NotFoundPage } from './layout/not-found-page';
import { RouteError } from './layout/route-error';
import { GuestOnly, RequireAdmin, RequireRole } from './route-guards';

// One chunk per page.
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const SubscriptionsPage = lazy(() =>
  import('../features/subscriptions/subscriptions-page').then((m) => ({ default: m.SubscriptionsPage })),
);
const AnalyticsPage = lazy(() =>
  import('../features/analytics/analytics-page').then((m) => ({ default: m.AnalyticsPage })),
);
const SettingsPage = lazy(() =>
  import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const AccountPage = lazy(() => import('../features/account/account-page').then((m) => ({ default: m.AccountPage })));
const StaffPage = lazy(() => import('../features/staff/staff-page').then((m) => ({ default: m.StaffPage })));
const ProjectionsPage = lazy(() =>
  import('../features/projections/projections-page').then((m) => ({ default: m.ProjectionsPage })),
);
const TicketsPage = lazy(() => import('../features/tickets/tickets-page').then((m) => ({ default: m.TicketsPage })));
const UsersPage = lazy(() => import('../features/users/users-page').then((m) => ({ default: m.UsersPage })));
const UserDetailPage = lazy(() =>
  import('../features/users/user-detail-page').then((m) => ({ default: m.UserDetailPage })),
);
const AuditPage = lazy(() => import('../features/audit/audit-page').then((m) => ({ default: m.AuditPage })));
const GameAuditPage = lazy(() =>
  import('../features/audit/game-audit-page').then((m) => ({ default: m.GameAuditPage })),
);
const BillingAuditPage = lazy(() =>
  import('../features/audit/billing-audit-page').then((m) => ({ default: m.BillingAuditPage })),
);

/** The admin routes (spec §2), all under /admin. */
export const createRouter = () =>
  createBrowserRouter(
    [
      {
        errorElement: <RouteError />,
        children: [
          { element: <GuestOnly />, children: [{ path: 'login', element: <LoginPage /> }] },
          {
            element: <RequireAdmin />,
            children: [
              {
                element: <AdminLayout />,
                children: [
                  {
                    errorElement: <RouteError />,
                    children: [
                      { index: true, element: <DashboardPage /> },
                      { path: 'users', element: <UsersPage /> },
                      { path: 'users/:id', element: <UserDetailPage /> },
                      { path: 'subscriptions', element: <SubscriptionsPage /> },
                      { path: 'analytics', element: <AnalyticsPage /> },
                      { path: 'tickets', element: <TicketsPage /> },
                      {
                        path: 'settings',
                        element: (
                          <RequireRole requirement={{ permission: 'settings.read' }}>
                            <SettingsPage />
                          </RequireRole>
                        ),
                      },
                      {
                        path: 'projections',
                        element: (
                          <RequireRole requirement={{ permission: 'projections.read' }}>
                            <ProjectionsPage />
                          </RequireRole>
                        ),
                      },
                      {
                        path: 'audit',
                        element: (
                          <RequireRole requirement={{ role: 'admin' }}>
                            <AuditPage />
                          </RequireRole>
                        ),
                      },
                      {
                        path: 'audit/games/:ref',
                        element: (
                          <RequireRole requirement={{ role: 'admin' }}>
                            <GameAuditPage />
                          </RequireRole>
                        ),
                      },
                      {
                        path: 'audit/billing/:userId',
                        element: (
                          <RequireRole requirement={{ role: 'admin' }}>
                            <BillingAuditPage />
                          </RequireRole>
                        ),
                      },
                      {
                        path: 'staff',
                        element: (
                          <RequireRole requirement={{ permission: 'admins.manage' }}>
                            <StaffPage />
                          </RequireRole>
                        ),
                      },
                      { path: 'account', element: <AccountPage /> },
                      { path: '*', element: <NotFoundPage /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
    { basename: '/admin' },
  );
