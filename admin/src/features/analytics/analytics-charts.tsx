import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCount, formatUsd } from '../../shared/format';
import type { GrowthRow, RevenueRow, UsageRow } from './analytics.api';
import { periodLabel } from './period-label';

/** The design's colours: violet for the main series, teal, amber. */
const colours = { primary: '#6d28d9', second: '#0f766e', third: '#b45309' };
const CHART_HEIGHT = 260;

/** No drawing animation for people who asked their system for less motion. */
const animate = typeof window === 'undefined' || !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

interface ChartFrameProps {
  id: string;
  title: string;
  /** What the chart shows, for people who cannot see it (the list beside it holds the figures). */
  summary: string;
  empty: boolean;
  children: ReactElement;
}

function ChartFrame({ id, title, summary, empty, children }: ChartFrameProps) {
  const { t } = useTranslation('analytics');
  return (
    <figure className="chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="chart-caption">
        {title}
      </figcaption>
      {empty ? (
        <p className="muted chart-empty">{t('noData')}</p>
      ) : (
        <div className="chart-canvas" role="img" aria-label={summary}>
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            {children}
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}

/** Revenue, new and refunded customers by period; user growth by month; quizzes by source type. */
export function AnalyticsCharts({
  revenue,
  growth,
  usage,
}: {
  revenue: RevenueRow[];
  growth: GrowthRow[];
  usage: UsageRow[];
}) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language;
  const money = (value: unknown) => formatUsd(Number(value), language);
  const count = (value: unknown) => formatCount(Number(value), language);
  const usageData = usage.map((row) => ({
    ...row,
    label: row.sourceType ? t(`sources.${row.sourceType}`, { defaultValue: row.sourceType }) : t('sources.manual'),
  }));
  const totalRevenue = revenue.reduce((sum, row) => sum + row.revenue, 0);
  const lastGrowth = growth.at(-1);

  return (
    <div className="chart-grid">
      <ChartFrame
        id="revenue-chart"
        title={t('revenue.title')}
        summary={t('revenue.summary', { periods: revenue.length, total: money(totalRevenue) })}
        empty={revenue.length === 0}
      >
        <BarChart data={revenue} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="period" tick={{ fontSize: 12 }} tickFormatter={(v: string) => periodLabel(v, language)} />
          <YAxis tickFormatter={money} tick={{ fontSize: 12 }} width={64} />
          <Tooltip formatter={(value) => money(value)} labelFormatter={(v) => periodLabel(String(v), language)} />
          <Bar
            isAnimationActive={animate}
            dataKey="revenue"
            name={t('revenue.revenue')}
            fill={colours.primary}
            radius={[4, 4, 0, 0]}
          />
        </BarChart>
      </ChartFrame>
      <ChartFrame
        id="growth-chart"
        title={t('growth.title')}
        summary={t('growth.summary', {
          months: growth.length,
          total: count(lastGrowth?.cumulativeUsers ?? 0),
        })}
        empty={growth.length === 0}
      >
        <LineChart data={growth} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tick={{ fontSize: 12 }} tickFormatter={(v: string) => periodLabel(v, language)} />
          <YAxis tickFormatter={count} tick={{ fontSize: 12 }} width={48} allowDecimals={false} />
          <Tooltip formatter={(value) => count(value)} labelFormatter={(v) => periodLabel(String(v), language)} />
          <Legend />
          <Line
            isAnimationActive={animate}
            type="monotone"
            dataKey="cumulativeUsers"
            name={t('growth.cumulative')}
            stroke={colours.primary}
            strokeWidth={2}
          />
          <Line
            isAnimationActive={animate}
            type="monotone"
            dataKey="newUsers"
            name={t('growth.newUsers')}
            stroke={colours.second}
            strokeWidth={2}
            strokeDasharray="5 3"
          />
        </LineChart>
      </ChartFrame>
      <ChartFrame
        id="usage-chart"
        title={t('usage.title')}
        summary={t('usage.summary', { sources: usage.length })}
        empty={usage.length === 0}
      >
        <BarChart data={usageData} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={count} tick={{ fontSize: 12 }} width={48} allowDecimals={false} />
          <Tooltip formatter={(value) => count(value)} />
          <Bar
            isAnimationActive={animate}
            dataKey="quizCount"
            name={t('usage.quizzes')}
            fill={colours.third}
            radius={[4, 4, 0, 0]}
          />
        </BarChart>
      </ChartFrame>
    </div>
  );
}
