// `npm start`: builds the web and admin apps when they have not been built yet, then runs the server (TypeScript
// through tsx).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const apps = [
  { name: 'web app', index: path.join(root, 'web', 'dist', 'index.html'), config: 'web/vite.config.ts' },
  { name: 'admin app', index: path.join(root, 'admin', 'dist', 'index.html'), config: 'admin/vite.config.ts' },
];

for (const app of apps) {
  if (existsSync(app.index)) continue;
  console.log(`Building the ${app.name} (first start)...`);
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', app.config, '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
