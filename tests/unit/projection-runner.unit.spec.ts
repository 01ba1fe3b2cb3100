import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore, ReadStore } from '../../commands/ports';
import type { UserEvent } from '../../domain/user/user.decider';
import { createEmbeddedReadStore } from '../../infra/readstore/embedded-read-store';
import { openSqliteEventStore } from '../../infra/eventstore/sqlite-event-store';
import { allProjections } from '../../projections/all-projections';
import { createProjectionRunner } from '../../projections/runtime/projection-runner';
import type { Projection } from '../../projections/runtime/projection';
import { usersProjection } from '../../projections/users/users.projection';

const metadata = { actor: null, correlationId: 'c', causationId: null, at: '2026-11-21T10:00:00.000Z' };
const asNew = (event: UserEvent) => ({ id: randomUUID(), type: event.type, data: event.data, metadata });
const registered = (userId: string, username: string): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    username,
    email: `${username}@example.com`,
    passwordHash: 'h',
    language: 'en',
    registeredAt: metadata.at,
  },
});
const signedIn = (userId: string): UserEvent => ({
  type: 'UserSignedIn',
  data: { userId, at: metadata.at, ip: null, userAgent: null },
});

let eventStore: EventStore;
let readStore: ReadStore;
const open = () => {
  eventStore = openSqliteEventStore(':memory:');
  readStore = createEmbeddedReadStore();
};
afterEach(async () => {
  await eventStore.close();
  await readStore.close();
});

const seed = async (users = 3) => {
  for (let i = 0; i < users; i++) {
    const id = randomUUID();
    await eventStore.append(
      `user-${id}`,
      [asNew(registered(id, `user${i}`)), asNew(signedIn(id)), asNew(signedIn(id))],
      'no_stream',
    );
  }
};
const usersDocs = () => readStore.collection('users').find({}, { sort: { username: 1 } });

describe('The projection runner', () => {
  it('projects the log, catching up and then live', async () => {
    open();
    await seed(2);
    const runner = createProjectionRunner({ eventStore, readStore, projections: allProjections() });
    await runner.start();
    await runner.catchUp();
    expect(await usersDocs()).toHaveLength(2);
    const id = randomUUID();
    const { position } = await eventStore.append(`user-${id}`, [asNew(registered(id, 'late'))], 'no_stream');
    await runner.waitFor(position);
    expect(await readStore.collection('users').findOne({ _id: id })).toMatchObject({
      username: 'late',
      signInCount: 0,
    });
    expect((await runner.status()).every((p) => p.lag === 0)).toBe(true);
    await runner.stop();
  });

  it('changes nothing when events are delivered twice', async () => {
    open();
    await seed(3);
    const runner = createProjectionRunner({ eventStore, readStore, projections: allProjections() });
    await runner.start();
    await runner.catchUp();
    await runner.stop();
    const once = await usersDocs();
    expect(once.map((u) => u.signInCount)).toEqual([2, 2, 2]);

    // Rewind every checkpoint but keep the documents: the runner sees every event a second time.
    await readStore.collection('_checkpoints').updateMany({}, { $set: { position: 0 } });
    const again = createProjectionRunner({ eventStore, readStore, projections: allProjections() });
    await again.start();
    await again.catchUp();
    expect(await usersDocs()).toEqual(once);
    await again.stop();
  });

  it('drops and replays a read model whose projection version changed', async () => {
    open();
    await seed(2);
    const first = createProjectionRunner({
      eventStore,
      readStore,
      projections: [usersProjection as unknown as Projection],
    });
    await first.start();
    await first.catchUp();
    await first.stop();
    await readStore.collection('users').insertOne({ _id: 'stale', username: 'left over' });

    const v2 = { ...usersProjection, version: usersProjection.version + 1 } as unknown as Projection;
    const second = createProjectionRunner({ eventStore, readStore, projections: [v2] });
    await second.start();
    await second.catchUp();
    expect((await usersDocs()).map((u) => u.username)).toEqual(['user0', 'user1']);
    await second.stop();
  });

  it('rebuilds one read model alone', async () => {
    open();
    await seed(2);
    const runner = createProjectionRunner({ eventStore, readStore, projections: allProjections() });
    await runner.start();
    await runner.catchUp();
    const signInsBefore = await readStore.collection('sign_ins').find({}, { sort: { _id: 1 } });
    const report = await runner.rebuild(['users']);
    expect(report.projections).toEqual([{ name: 'users', documents: 2 }]);
    expect(await readStore.collection('sign_ins').find({}, { sort: { _id: 1 } })).toEqual(signInsBefore);
    await expect(runner.rebuild(['nope'])).rejects.toThrow('unknown projection');
    await runner.stop();
  });
});

describe('The users projection', () => {
  it('counts sign-ins and bumps the session version on a password change', () => {
    const id = randomUUID();
    const events: UserEvent[] = [
      registered(id, 'ada'),
      signedIn(id),
      { type: 'PasswordChanged', data: { userId: id, passwordHash: 'h2', changedAt: '2026-11-21T11:00:00.000Z' } },
      { type: 'LanguageChanged', data: { userId: id, language: 'tr', changedAt: '2026-11-21T11:00:00.000Z' } },
    ];
    const doc = events.reduce<ReturnType<typeof usersProjection.evolve>>(
      (d, e, i) =>
        usersProjection.evolve(d, {
          id: `e${i}`,
          stream: `user-${id}`,
          revision: i,
          position: i + 1,
          createdAt: metadata.at,
          metadata,
          ...e,
        }),
      null,
    );
    expect(doc).toMatchObject({
      username: 'ada',
      usernameLower: 'ada',
      signInCount: 1,
      sessionVersion: 1,
      language: 'tr',
    });
    expect(doc).not.toHaveProperty('passwordHash');
  });
});
