/**
 * Every language of every web (and admin) app has the same translation keys, with the same placeholders, and the
 * `errors` namespace holds every server message code with English equal to domain/shared/messages.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/shared/messages';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const languages = ['en', 'tr', 'de'] as const;
const localeRoots = ['web/src/locales', 'admin/src/locales'].filter((root) => existsSync(path.join(repoRoot, root)));

type Flat = Record<string, string>;

const flatten = (value: unknown, prefix = '', out: Flat = {}): Flat => {
  if (typeof value === 'string') out[prefix] = value;
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  else out[prefix] = String(value);
  return out;
};

const readNamespace = (root: string, language: string, namespace: string): Flat | null => {
  const file = path.join(repoRoot, root, language, `${namespace}.json`);
  return existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8'))) : null;
};

const namespacesOf = (root: string) =>
  [
    ...new Set(
      languages.flatMap((language) => {
        const dir = path.join(repoRoot, root, language);
        return existsSync(dir)
          ? readdirSync(dir)
              .filter((f) => f.endsWith('.json'))
              .map((f) => f.slice(0, -5))
          : [];
      }),
    ),
  ].sort();

/** `{{name}}` placeholders and `<tag>` components of a text, sorted. */
const tokensOf = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?(\w+)\s*\/?>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();

describe.each(localeRoots)('%s', (root) => {
  const namespaces = namespacesOf(root);

  it('has translation files', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const bundles = Object.fromEntries(languages.map((l) => [l, readNamespace(root, l, namespace)])) as Record<
      (typeof languages)[number],
      Flat | null
    >;
    const allKeys = [...new Set(Object.values(bundles).flatMap((b) => (b ? Object.keys(b) : [])))].sort();

    it.each(languages)('exists in %s', (language) => {
      expect(bundles[language], `${root}/${language}/${namespace}.json is missing`).not.toBeNull();
    });

    it.each(languages)('%s has every key another language has', (language) => {
      const missing = allKeys.filter((key) => !(key in (bundles[language] ?? {})));
      expect(missing, `${root}/${language}/${namespace}.json lacks these keys`).toEqual([]);
    });

    it.each(languages)('%s has no empty texts', (language) => {
      const empty = Object.entries(bundles[language] ?? {})
        .filter(([, text]) => text.trim() === '')
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it.each(['tr', 'de'] as const)('%s uses the same placeholders as English', (language) => {
      const mismatched = allKeys.filter((key) => {
        const en = bundles.en?.[key];
        const other = bundles[language]?.[key];
        return en !== undefined && other !== undefined && tokensOf(en).join() !== tokensOf(other).join();
      });
      expect(mismatched, `${root}/${language}/${namespace}.json placeholders differ from English`).toEqual([]);
    });
  });
});

describe('errors namespace of the web app', () => {
  const codes = Object.keys(messages);

  it.each(languages)('%s translates every message code of domain/shared/messages.ts', (language) => {
    const errors = readNamespace('web/src/locales', language, 'errors') ?? {};
    const missing = codes.filter((code) => !(code in errors));
    expect(missing).toEqual([]);
  });

  it('English equals the server text of every code', () => {
    const errors = readNamespace('web/src/locales', 'en', 'errors') ?? {};
    const differing = codes.filter((code) => errors[code] !== (messages as Record<string, string>)[code]);
    expect(differing).toEqual([]);
  });

  it.each(['tr', 'de'] as const)('%s is translated, not an English copy', (language) => {
    const errors = readNamespace('web/src/locales', language, 'errors') ?? {};
    const copied = codes.filter((code) => errors[code] === (messages as Record<string, string>)[code]);
    expect(copied).toEqual([]);
  });
});
