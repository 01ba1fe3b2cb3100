/**
 * Keywords of a source, its automatic tags: the most frequent content words (stop words of its language removed),
 * preferring words that recur across the text over words crowded in one place. Pure.
 */
import type { ContentLanguage } from './content.types';
import { STOP_WORDS, foldCase } from './language';

const WORD = /[\p{L}][\p{L}\p{M}'’-]*/gu;
const MIN_LENGTH = 4;
/** Frequent words that make poor tags though they are not stop words. */
const GENERIC: ReadonlySet<string> = new Set([
  'called',
  'known',
  'became',
  'being',
  'made',
  'make',
  'many',
  'much',
  'also',
  'used',
  'using',
  'often',
  'later',
  'first',
  'would',
  'could',
  'should',
  'about',
  'between',
  'during',
  'there',
  'their',
  'these',
  'those',
  'which',
  'genannt',
  'wurde',
  'wurden',
  'werden',
  'viele',
  'sowie',
  'dabei',
  'diese',
  'dieser',
  'später',
  'zwischen',
  'olarak',
  'kadar',
  'sonra',
  'daha',
  'çok',
  'gibi',
  'olan',
  'oldu',
  'ancak',
  'ilk',
]);

export const extractKeywords = (text: string, language: ContentLanguage, count = 5): string[] => {
  const stop = STOP_WORDS[language];
  const words = (text.match(WORD) ?? []).map(foldCase).map((w) => w.replace(/['’-]+$/, ''));
  const frequency = new Map<string, number>();
  const firstSeen = new Map<string, number>();
  words.forEach((word, i) => {
    if (word.length < MIN_LENGTH || stop.has(word) || GENERIC.has(word)) return;
    frequency.set(word, (frequency.get(word) ?? 0) + 1);
    if (!firstSeen.has(word)) firstSeen.set(word, i);
  });
  return [...frequency.entries()]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1] || b[0].length - a[0].length || firstSeen.get(a[0])! - firstSeen.get(b[0])!)
    .slice(0, count)
    .map(([word]) => word);
};
