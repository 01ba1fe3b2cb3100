/**
 * The player's path: `npm run bench:player`. Builds the web app into a temporary folder with a manifest and follows
 * its import graph the way a browser does on a cold load of join → waiting room → play → results: the entry
 * (index.html) with its static imports, then each player page's chunk with its static imports, and the active
 * language's strings of the namespaces these pages use (web/src/app/i18n.ts loads each namespace file on demand;
 * `--language`, English by default). Prints each chunk once with its gzip
 * weight and the total; asserts nothing (the e2e spec and the README hold the budget of 150 KB).
 *
 *   npm run bench:player [-- --language en]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The modules a player's pages start from (their lazy route chunks). */
export const playerPages = [
  'src/features/games/join/join-page.tsx',
  'src/features/games/waiting/waiting-room-page.tsx',
  'src/features/games/play/play-page.tsx',
  'src/features/games/results/results-page.tsx',
];

/** The namespaces the player's pages use: the site frame's (common, errors) and the game's. */
export const playerNamespaces = ['common', 'errors', 'games'];

/** Every chunk a key loads before it runs: itself and its static imports, recursively. */
export const staticClosure = (manifest: Manifest, keys: string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
};

const main = async () => {
  const { values } = parseArgs({ options: { language: { type: 'string', default: 'en' } } });
  const language = values.language ?? 'en';
  const outDir = mkdtempSync(join(tmpdir(), 'qs-player-bundle-'));
  try {
    await build({
      configFile: fileURLToPath(new URL('../web/vite.config.ts', import.meta.url)),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: 'manifest.json' },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as Manifest;
    const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
    // The active language's strings of the namespaces the player's pages use (each file a chunk of its own).
    const strings = playerNamespaces.map((namespace) => `src/locales/${language}/${namespace}.json`);
    const missing = [...playerPages, ...strings].filter((key) => !manifest[key]);
    if (missing.length > 0) throw new Error(`No chunk for ${missing.join(', ')}`);
    const keys = staticClosure(manifest, [...entries, ...strings, ...playerPages]);
    const files = [...new Set([...keys].map((key) => manifest[key]?.file ?? ''))].filter((f) => f.endsWith('.js'));
    const rows = files
      .map((file) => {
        const content = readFileSync(join(outDir, file));
        return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
      })
      .sort((a, b) => b.gzip - a.gzip);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    for (const row of rows) console.log(`${kb(row.gzip).padStart(9)} gzip  ${kb(row.raw).padStart(9)} raw  ${row.file}`);
    const total = rows.reduce((sum, row) => sum + row.gzip, 0);
    console.log(
      `player path (${language}): ${rows.length} JS files, ${kb(total)} gzip (${kb(rows.reduce((s, r) => s + r.raw, 0))} raw)`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await main();
