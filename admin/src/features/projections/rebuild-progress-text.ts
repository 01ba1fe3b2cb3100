import { formatCount, formatPercent } from '../../shared/format';
import type { RebuildProgress } from './projections.api';

/** The translation key and values that say where a rebuild stands (the progressbar's text and the line beside it). */
export const rebuildProgressText = (progress: RebuildProgress, language: string) => ({
  key:
    progress.phase !== 'replaying'
      ? 'switching'
      : progress.secondsLeft === null
        ? 'rebuildProgressStarting'
        : 'rebuildProgressText',
  values: {
    percent: formatPercent(progress.percent, language),
    position: formatCount(progress.position, language),
    head: formatCount(progress.head, language),
    rate: formatCount(progress.eventsPerSecond, language),
    seconds: formatCount(progress.secondsLeft ?? 0, language),
  },
});
