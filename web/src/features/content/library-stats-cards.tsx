import { useTranslation } from 'react-i18next';
import { libraryIcon, sourceTypeIcons } from '../../shared/ui/icons';
import { Skeleton } from '../../shared/ui/skeleton';
import { useWordFigure } from '../../shared/content/word-figure';
import { StatCard } from '../../shared/ui/stat-card';
import type { LibraryStats } from '../../shared/content/content.api';
import { contentIcons } from './content-icons';

/** The library's figures: sources, words, added this week, and the sources of each type. */
export function LibraryStatsCards({ stats }: { stats: LibraryStats | undefined }) {
  const { t, i18n } = useTranslation('content');
  const wordFigure = useWordFigure();
  const count = new Intl.NumberFormat(i18n.language);
  if (!stats) {
    return (
      <ul className="grid stat-grid" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="card stat-card">
            <Skeleton height="2.75rem" width="2.75rem" />
            <Skeleton height="1.75rem" width="50%" />
          </li>
        ))}
      </ul>
    );
  }
  const byType = stats.stats.sourcesByType;
  const typeTones = { text: 'pink', pdf: 'amber', url: 'blue' } as const;
  return (
    <ul className="grid stat-grid library-stat-grid">
      <StatCard
        tone="violet"
        icon={libraryIcon}
        label={t('stats.sources')}
        value={count.format(stats.stats.totalSources)}
      />
      <StatCard
        tone="blue"
        icon={contentIcons.words}
        label={t('stats.words')}
        value={wordFigure(stats.stats.totalWords)}
      />
      <StatCard
        tone="green"
        icon={contentIcons.calendar}
        label={t('stats.recent')}
        value={count.format(stats.stats.recentCount)}
      />
      {(['text', 'pdf', 'url'] as const).map((type) => (
        <StatCard
          key={type}
          tone={typeTones[type]}
          icon={sourceTypeIcons[type]}
          label={t(`stats.types.${type}`)}
          value={count.format(byType[type] ?? 0)}
        />
      ))}
    </ul>
  );
}
