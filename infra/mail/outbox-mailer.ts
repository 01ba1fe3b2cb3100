/** The embedded mailer: each message becomes a file under DATA_DIR/outbox and a log line. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer } from '../../commands/ports';

export const createOutboxMailer = (
  folder: string,
  log: (obj: object, msg: string) => void,
  clock: () => Date = () => new Date(),
): Mailer => ({
  send: async (message) => {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const stamp = clock().toISOString().replace(/[:.]/g, '-');
    const file = path.join(folder, `${stamp}-${message.kind}-${Math.random().toString(36).slice(2, 8)}.eml`);
    const body = `To: ${message.to}\nSubject: ${message.subject}\nX-Quizstream-Kind: ${message.kind}\n\n${message.text}\n`;
    await writeFile(file, body, { mode: 0o600 });
    log({ to: message.to, kind: message.kind, file }, 'mail written to the outbox');
  },
});
