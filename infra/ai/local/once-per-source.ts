/**
 * A value read from a source once per generation: built on first use and kept with the source's lexicon (whatever
 * else it depends on, the language or the terms, is the same for the whole generation).
 */
import type { Lexicon } from './lexicon';

export const oncePerSource = <A extends unknown[], T>(build: (lexicon: Lexicon, ...rest: A) => T) => {
  const cache = new WeakMap<Lexicon, T>();
  return (lexicon: Lexicon, ...rest: A): T => {
    let value = cache.get(lexicon);
    if (value === undefined) {
      value = build(lexicon, ...rest);
      cache.set(lexicon, value);
    }
    return value;
  };
};
