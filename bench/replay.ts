/**
 * Replay rate: how fast the projection runtime folds a log into the read models (what every start of the embedded
 * mode does). Writes a realistic account log (registrations, sign-ins, language and password changes) of
 * `events` events, then replays it into a fresh embedded read store.
 */
import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent } from '../commands/ports';
import type { UserEvent } from '../domain/user/user.decider';
import { createEmbeddedReadStore } from '../infra/readstore/embedded-read-store';
import { allProjections } from '../projections/all-projections';
import { createProjectionRunner } from '../projections/runtime/projection-runner';

const EVENTS_PER_USER = 20;

const accountLog = (userId: string, n: number): UserEvent[] => {
  const at = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
  const events: UserEvent[] = [
    {
      type: 'UserRegistered',
      data: {
        userId,
        username: `user${n}`,
        email: `user${n}@example.com`,
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x',
        language: 'en',
        registeredAt: at,
      },
    },
  ];
  for (let i = 1; i < EVENTS_PER_USER; i++) {
    if (i % 9 === 0) events.push({ type: 'PasswordChanged', data: { userId, passwordHash: `h${i}`, changedAt: at } });
    else if (i % 7 === 0)
      events.push({ type: 'LanguageChanged', data: { userId, language: i % 2 ? 'tr' : 'de', changedAt: at } });
    else
      events.push({
        type: 'UserSignedIn',
        data: { userId, at, ip: '198.51.100.7', userAgent: 'Mozilla/5.0 (Android 15) Mobile' },
      });
  }
  return events;
};

export const writeAccountLog = async (store: EventStore, events: number) => {
  const users = Math.ceil(events / EVENTS_PER_USER);
  const started = performance.now();
  for (let n = 0; n < users; n++) {
    const userId = randomUUID();
    const batch: NewEvent[] = accountLog(userId, n).map((e) => ({
      id: randomUUID(),
      type: e.type,
      data: e.data,
      metadata: { actor: userId, correlationId: userId, causationId: null, at: new Date().toISOString() },
    }));
    await store.append(`user-${userId}`, batch, 'no_stream');
  }
  return { users, events: users * EVENTS_PER_USER, seconds: (performance.now() - started) / 1000 };
};

export const benchReplay = async (store: EventStore) => {
  const readStore = createEmbeddedReadStore();
  const runner = createProjectionRunner({
    eventStore: store,
    readStore,
    projections: allProjections(),
    guarded: false, // as the server's in-process store
  });
  const heapBefore = process.memoryUsage().heapUsed;
  const report = await runner.rebuild();
  await runner.stop();
  const heapMiB = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  await readStore.close();
  return { ...report, eventsPerSecond: report.events / (report.ms / 1000), heapMiB };
};
