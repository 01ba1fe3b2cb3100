import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { Alert } from '../../shared/ui/alert';
import { libraryIcon, sparklesIcon } from '../../shared/ui/icons';
import { Skeleton } from '../../shared/ui/skeleton';
import { useFlashNotice } from '../../shared/ui/use-flash-notice';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useSuccessText } from '../../shared/ui/use-success-text';
import { selectSessionUser } from '../../shared/session/auth.slice';
import { LibrarySummary } from './library-summary';
import { useGetDashboardStatsQuery, type DashboardStats } from './dashboard.api';
import { icons } from './dashboard-icons';
import { DashboardSection } from './dashboard-section';
import { HostedGames, PlayedGames, ReadyGames } from './game-lists';
import { RecentQuizzes } from './recent-quizzes';
import { StatCard } from '../../shared/ui/stat-card';
import { useSubscriptionSync } from './use-subscription-sync';

/** The notice a page leaves when it sends the user here after deleting a quiz. */
const readDeletedNotice = (value: unknown): { message?: string } | null => {
  const notice = value as { kind?: unknown; message?: unknown } | null;
  if (notice?.kind !== 'quizDeleted') return null;
  return typeof notice.message === 'string' ? { message: notice.message } : {};
};

function StatsSkeleton() {
  return (
    <ul className="grid stat-grid" aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <li key={i} className="card stat-card">
          <Skeleton height="2.75rem" width="2.75rem" />
          <div className="stat-body stack-tight">
            <Skeleton width="60%" />
            <Skeleton height="1.75rem" width="40%" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A brand-new account: nothing made, hosted or saved yet. It is greeted "Welcome", not "Welcome back". */
const isNewcomer = (stats: DashboardStats) =>
  stats.totalQuizzes === 0 && stats.totalGames === 0 && stats.librarySources === 0 && stats.totalParticipants === 0;

function Stats({ stats }: { stats: DashboardStats }) {
  const { t, i18n } = useTranslation('dashboard');
  const count = new Intl.NumberFormat(i18n.language);
  const thousands = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  // Under a thousand the words are counted ("0 words", "850 words"); from a thousand on, in thousands ("12.3k").
  const words =
    stats.libraryWords < 1000
      ? t('stats.words', { count: stats.libraryWords, formatted: count.format(stats.libraryWords) })
      : t('stats.wordsThousands', { value: thousands.format(stats.libraryWords / 1000) });
  return (
    <ul className="grid stat-grid">
      <StatCard
        tone="violet"
        icon={icons.quizzes}
        label={t('stats.totalQuizzes')}
        value={count.format(stats.totalQuizzes)}
      />
      <StatCard tone="blue" icon={icons.games} label={t('stats.totalGames')} value={count.format(stats.totalGames)} />
      <StatCard
        tone="green"
        icon={icons.participants}
        label={t('stats.totalParticipants')}
        value={count.format(stats.totalParticipants)}
      />
      <StatCard
        tone="amber"
        icon={sparklesIcon}
        label={t('stats.aiGenerated')}
        value={count.format(stats.aiGeneratedQuizzes)}
      />
      <StatCard
        tone="pink"
        icon={libraryIcon}
        label={t('stats.library')}
        value={count.format(stats.librarySources)}
        detail={t('stats.libraryDetail', {
          count: stats.librarySources,
          words,
        })}
      />
    </ul>
  );
}

/**
 * The signed-in home: five figures, then recent quizzes, games ready to host, games hosted, games played and the
 * library summary. Each list loads on its own and offers its own retry.
 */
export function DashboardPage() {
  // The library summary's strings load with the page's, not after them (tests/web/page-namespaces.unit.spec.ts).
  const { t } = useTranslation(['dashboard', 'content']);
  usePageTitle(t('title'));
  useSubscriptionSync();
  const user = useAppSelector(selectSessionUser);
  const successText = useSuccessText();
  const deleted = useFlashNotice(readDeletedNotice);
  const { data: stats, isLoading, isError, isFetching, refetch } = useGetDashboardStatsQuery();

  return (
    <div className="page stack-lg">
      <div className="page-head">
        <div>
          <h1>{t('title')}</h1>
          <p className="muted">
            {user && stats
              ? t(isNewcomer(stats) ? 'welcomeNew' : 'welcome', { username: user.username })
              : t('subtitle')}
          </p>
        </div>
        <Link to="/quiz/create" className="btn btn-primary">
          {t('createQuiz')}
        </Link>
      </div>

      {deleted ? <Alert tone="success">{successText(deleted, t('quizDeleted'))}</Alert> : null}

      <section aria-labelledby="dashboard-stats-title" aria-busy={isLoading}>
        <h2 id="dashboard-stats-title" className="visually-hidden">
          {t('stats.title')}
        </h2>
        {isLoading ? (
          <>
            <p className="visually-hidden" role="status">
              {t('loading')}
            </p>
            <StatsSkeleton />
          </>
        ) : isError ? (
          <Alert tone="error" className="alert-with-action">
            <span>{t('loadFailed')}</span>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => void refetch()}
              disabled={isFetching}
            >
              {t('retry')}
            </button>
          </Alert>
        ) : stats ? (
          <Stats stats={stats} />
        ) : null}
      </section>

      <div className="dashboard-sections">
        <DashboardSection id="recent-quizzes" title={t('recentQuizzes.title')} icon={icons.quizzes}>
          <RecentQuizzes />
        </DashboardSection>
        <DashboardSection id="ready-games" title={t('readyGames.title')} icon={icons.play}>
          <ReadyGames />
        </DashboardSection>
        <DashboardSection id="hosted-games" title={t('hostedGames.title')} icon={icons.games}>
          <HostedGames />
        </DashboardSection>
        <DashboardSection id="played-games" title={t('playedGames.title')} icon={icons.trophy}>
          <PlayedGames />
        </DashboardSection>
        <DashboardSection id="library-summary" title={t('library.title')} icon={libraryIcon}>
          <LibrarySummary />
        </DashboardSection>
      </div>
    </div>
  );
}
