/**
 * A value read once per key and kept with it while the key lives: per source (keyed by its lexicon, whatever else it
 * depends on, the language or the terms, is the same for the whole generation) or per question.
 */
import type { Lexicon } from './lexicon';

export const oncePer = <K extends object, A extends unknown[], T>(build: (key: K, ...rest: A) => T) => {
  const cache = new WeakMap<K, T>();
  return (key: K, ...rest: A): T => {
    if (cache.has(key)) return cache.get(key) as T;
    const value = build(key, ...rest);
    cache.set(key, value);
    return value;
  };
};

/** A value read from a source once per generation, built on first use and kept with the source's lexicon. */
export const oncePerSource = <A extends unknown[], T>(build: (lexicon: Lexicon, ...rest: A) => T) =>
  oncePer<Lexicon, A, T>(build);
