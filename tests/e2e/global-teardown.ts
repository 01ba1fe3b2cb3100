import { rmSync } from 'node:fs';
import path from 'node:path';

/** Removes the folder the configuration created for this run (the server's data and the web build). */
export default function globalTeardown() {
  const dataDir = process.env.QUIZSTREAM_E2E_DATA_DIR;
  if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
}
