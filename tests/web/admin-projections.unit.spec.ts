/**
 * The admin Projections page's rebuild progress: what its progressbar says while a rebuild replays the log into
 * new collections and then switches over, in the reader's number format, with every placeholder translated.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rebuildProgressText } from '../../admin/src/features/projections/rebuild-progress-text';
import type { RebuildProgress } from '../../admin/src/features/projections/projections.api';

const progress = (overrides: Partial<RebuildProgress> = {}): RebuildProgress => ({
  projections: ['quizzes'],
  phase: 'replaying',
  position: 84_000,
  head: 200_000,
  events: 84_000,
  eventsPerSecond: 15_250,
  percent: 42,
  secondsLeft: 8,
  ...overrides,
});

const strings = (language: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../admin/src/locales/${language}/projections.json`), 'utf8'),
  ) as Record<string, string>;

/** i18next's interpolation, enough for these strings. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);

describe('The rebuild progress on the admin Projections page', () => {
  it('says the percentage, the position of the head, the rate and the time left while it replays', () => {
    const { key, values } = rebuildProgressText(progress(), 'en');
    expect(key).toBe('rebuildProgressText');
    expect(fill(strings('en')[key]!, values)).toBe(
      '42% · 84,000 of 200,000 · 15,250 events per second · about 8 s left',
    );
  });

  it('leaves the time out until there is a rate, and says when it switches over', () => {
    expect(rebuildProgressText(progress({ secondsLeft: null, position: 0 }), 'en').key).toBe('rebuildProgressStarting');
    expect(rebuildProgressText(progress({ phase: 'switching' }), 'en').key).toBe('switching');
  });

  it('writes the figures in the reader’s format, and every language fills every placeholder', () => {
    for (const language of ['en', 'tr', 'de']) {
      const { key, values } = rebuildProgressText(progress(), language);
      const text = fill(strings(language)[key]!, values);
      expect(text).not.toContain('{{');
      expect(text).toContain(values.rate);
    }
    expect(rebuildProgressText(progress(), 'de').values.position).toBe('84.000');
  });
});
