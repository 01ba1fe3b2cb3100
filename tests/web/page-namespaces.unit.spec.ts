/**
 * Each page of the web app (a lazy route in web/src/app/router.tsx) loads, in its own module's `useTranslation`,
 * every namespace that the components it imports use. A component that needs a namespace the page did not load suspends
 * when it first renders: if it mounts after the page is shown (a dialog, a later step), the whole page falls back to
 * the loading state, and under preact/compat (web/vite.config.ts) the suspended tree is parked off the document while
 * its effects still run (a dialog's showModal() threw "not in a Document" and the library page showed the error page).
 * Loading them with the page also fetches the files together instead of one after another.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcRoot = fileURLToPath(new URL('../../web/src', import.meta.url));
const read = (file: string) => readFileSync(file, 'utf8');

/** The namespaces i18next loads before the first paint (`startNamespaces` in web/src/app/i18n.ts). */
const startNamespaces = (() => {
  const match = /export const startNamespaces = \[([^\]]*)\]/.exec(read(path.join(srcRoot, 'app/i18n.ts')));
  if (!match?.[1]) throw new Error('startNamespaces not found in web/src/app/i18n.ts');
  return [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '');
})();

/** The namespaces a module's `useTranslation(…)` calls name (none: the default namespace, `common`). */
const namespacesOf = (source: string): string[] =>
  [...source.matchAll(/useTranslation\(([^)]*)\)/g)].flatMap((m) => {
    const argument = (m[1] ?? '').trim();
    return argument === '' ? ['common'] : [...argument.matchAll(/'([^']+)'/g)].map((s) => s[1] ?? '');
  });

const resolveModule = (from: string, specifier: string): string | null => {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((file) => existsSync(file)) ?? null;
};

/** The web app's modules a module loads with it: its static imports and re-exports, recursively (not `import()`). */
const staticModules = (entry: string): string[] => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of read(file).matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
      const next = resolveModule(file, m[1] ?? '');
      if (next?.startsWith(srcRoot)) visit(next);
    }
  };
  visit(entry);
  return [...seen];
};

/** The router's lazy pages: `lazy(() => import('…').then((m) => ({ default: m.Page })))`. */
const pages = [
  ...read(path.join(srcRoot, 'app/router.tsx')).matchAll(
    /import\('([^']+)'\)\.then\(\(m\) => \(\{ default: m\.(\w+) \}\)\)/g,
  ),
].map((m) => {
  const file = resolveModule(path.join(srcRoot, 'app/router.tsx'), m[1] ?? '');
  if (!file) throw new Error(`No module for ${m[1]}`);
  return { name: m[2] ?? '', file };
});

describe('the namespaces of each page', () => {
  it('finds the pages and follows their imports', () => {
    expect(pages.length).toBeGreaterThan(20);
    const library = pages.find((page) => page.name === 'LibraryPage');
    expect(library).toBeDefined();
    const modules = staticModules(library!.file).map((file) => path.relative(srcRoot, file));
    // The library's add and edit dialogs bring the shared tags field, whose strings are the quizzes'.
    expect(modules).toContain('shared/ui/tags-field.tsx');
    expect(namespacesOf(read(path.join(srcRoot, 'shared/ui/tags-field.tsx')))).toEqual([
      'quizzes',
    ]);
    expect(startNamespaces).toEqual(expect.arrayContaining(['common', 'errors']));
  });

  it.each(pages.map((page) => [page.name, page] as const))(
    '%s loads every namespace its components use',
    (_name, page) => {
      const loaded = new Set([...startNamespaces, ...namespacesOf(read(page.file))]);
      const missing = staticModules(page.file).flatMap((file) =>
        namespacesOf(read(file))
          .filter((namespace) => !loaded.has(namespace))
          .map((namespace) => `${namespace} (${path.relative(srcRoot, file)})`),
      );
      expect(missing).toEqual([]);
    },
  );
});
