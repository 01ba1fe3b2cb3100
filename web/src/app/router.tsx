import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { GuestOnly, RequireAuth } from './route-guards';

// One chunk per page.
const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const SignUpPage = lazy(() => import('../features/auth/sign-up-page').then((m) => ({ default: m.SignUpPage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const CreateQuizPage = lazy(() =>
  import('../features/quizzes/create-quiz-page').then((m) => ({ default: m.CreateQuizPage })),
);
const ManualCreatePage = lazy(() =>
  import('../features/quizzes/manual-create-page').then((m) => ({ default: m.ManualCreatePage })),
);
const SimpleCreatePage = lazy(() =>
  import('../features/quizzes/ai-create/simple-create-page').then((m) => ({ default: m.SimpleCreatePage })),
);
const LibraryPage = lazy(() => import('../features/content/library-page').then((m) => ({ default: m.LibraryPage })));
const QuizDetailPage = lazy(() =>
  import('../features/quizzes/quiz-detail-page').then((m) => ({ default: m.QuizDetailPage })),
);
const QuizEditPage = lazy(() =>
  import('../features/quizzes/quiz-edit-page').then((m) => ({ default: m.QuizEditPage })),
);
const JoinPage = lazy(() => import('../features/games/join/join-page').then((m) => ({ default: m.JoinPage })));
const LobbyPage = lazy(() => import('../features/games/lobby/lobby-page').then((m) => ({ default: m.LobbyPage })));
const WaitingRoomPage = lazy(() =>
  import('../features/games/waiting/waiting-room-page').then((m) => ({ default: m.WaitingRoomPage })),
);
const PlayPage = lazy(() => import('../features/games/play/play-page').then((m) => ({ default: m.PlayPage })));
const ResultsPage = lazy(() =>
  import('../features/games/results/results-page').then((m) => ({ default: m.ResultsPage })),
);
const SettingsPage = lazy(() => import('../features/user/settings-page').then((m) => ({ default: m.SettingsPage })));
const SubscriptionPage = lazy(() =>
  import('../features/subscription/subscription-page').then((m) => ({ default: m.SubscriptionPage })),
);
const CheckoutPage = lazy(() =>
  import('../features/billing-checkout/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
const PricingPage = lazy(() => import('../features/pricing/pricing-page').then((m) => ({ default: m.PricingPage })));
const LegalPage = lazy(() => import('../features/legal/legal-page').then((m) => ({ default: m.LegalPage })));
const ContactPage = lazy(() => import('../features/contact/contact-page').then((m) => ({ default: m.ContactPage })));
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

export const createRouter = () =>
  createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        {
          // Keeps the header and footer when a page fails to load or render.
          errorElement: <RouteError />,
          children: [
            { index: true, element: <HomePage /> },
            {
              element: <GuestOnly />,
              children: [
                { path: 'login', element: <LoginPage /> },
                { path: 'signup', element: <SignUpPage /> },
              ],
            },
            { path: 'forgot-password', element: <ForgotPasswordPage /> },
            { path: 'reset-password', element: <ResetPasswordPage /> },
            {
              element: <RequireAuth />,
              children: [
                { path: 'dashboard', element: <DashboardPage /> },
                { path: 'quiz/create', element: <CreateQuizPage /> },
                { path: 'quiz/create-simple', element: <SimpleCreatePage /> },
                { path: 'create/manual', element: <ManualCreatePage /> },
                { path: 'quiz/:id', element: <QuizDetailPage /> },
                { path: 'quiz/:id/edit', element: <QuizEditPage /> },
                { path: 'content/library', element: <LibraryPage /> },
                { path: 'settings', element: <SettingsPage /> },
                { path: 'subscription', element: <SubscriptionPage /> },
                // The sandbox provider's checkout (the paddle provider opens Paddle's own overlay instead).
                { path: 'billing/checkout/:checkoutId', element: <CheckoutPage /> },
                { path: 'game/:gameId/lobby', element: <LobbyPage /> },
              ],
            },
            { path: 'join', element: <JoinPage /> },
            // The spec gives both readings of the waiting room's path.
            { path: 'game/:gameId/participant', element: <WaitingRoomPage /> },
            { path: 'game/:gameId/waiting', element: <WaitingRoomPage /> },
            // Host or player (`?role=participant`): the page decides, and sends a guest host to /login.
            { path: 'game/:gameId/play', element: <PlayPage /> },
            { path: 'game/:gameId/results', element: <ResultsPage /> },
            { path: 'pricing', element: <PricingPage /> },
            { path: 'terms', element: <LegalPage doc="terms" /> },
            { path: 'privacy', element: <LegalPage doc="privacy" /> },
            { path: 'cookies', element: <LegalPage doc="cookies" /> },
            { path: 'educational-privacy', element: <LegalPage doc="educational-privacy" /> },
            { path: 'copyright', element: <LegalPage doc="copyright" /> },
            { path: 'contact', element: <ContactPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
