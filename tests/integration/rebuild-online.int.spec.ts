/**
 * Issue 11, "a rebuild during traffic serves reads throughout": the quizzes read model is rebuilt through the admin
 * call over a log of tens of thousands of events while a teacher keeps reading their quizzes and another keeps
 * editing one; every read answers 200 with the same quizzes, every edit is read back, the progress climbs, and the
 * rebuilt model has the last edit and equals one built from the log afresh.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent } from '../../commands/ports';
import { createEmbeddedReadStore } from '../../infra/readstore/embedded-read-store';
import { allProjections } from '../../projections/all-projections';
import { createProjectionRunner } from '../../projections/runtime/projection-runner';
import { createAdmin, type TestAdmin } from '../support/admin';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer } from '../support/test-server';

/** Other teachers' quizzes, each created and then edited: events the quizzes projection applies. */
const OTHER_QUIZZES = 1500;
const EDITS_PER_QUIZ = 29;

let server: TestServer;
let api: ReturnType<typeof http>;
let staff: TestAdmin;
let token: string;
/** Another teacher who keeps editing a quiz during the rebuild. */
let writer: string;
let writersQuiz: string;

const quiz = (title: string) => ({
  title,
  questions: [
    { text: `${title}: the red planet?`, options: ['Mars', 'Venus'], correctAnswer: 0 },
    { text: `${title}: the largest planet?`, options: ['Earth', 'Jupiter', 'Mercury'], correctAnswer: 1 },
  ],
});

/** The log of a real quiz, copied for other owners: a creation and `edits` updates per quiz. */
const seedOtherQuizzes = async (quizId: string) => {
  const [created, updated] = [
    (await server.eventStore.read(`quiz-${quizId}`)).find((e) => e.type === 'QuizCreated')!,
    (await server.eventStore.read(`quiz-${quizId}`)).find((e) => e.type === 'QuizUpdated')!,
  ];
  const copy = (e: typeof created, data: Record<string, unknown>): NewEvent => ({
    id: randomUUID(),
    type: e.type,
    data: { ...(e.data as Record<string, unknown>), ...data },
    metadata: e.metadata,
  });
  for (let q = 0; q < OTHER_QUIZZES; q++) {
    const id = randomUUID();
    const ownerId = randomUUID();
    const events = [copy(created, { quizId: id, ownerId, title: `Quiz ${q}` })];
    for (let v = 2; v <= EDITS_PER_QUIZ + 1; v++)
      events.push(copy(updated, { quizId: id, ownerId, title: `Quiz ${q} v${v}`, version: v }));
    await server.eventStore.append(`quiz-${id}`, events, 'no_stream');
  }
  await server.runner.catchUp(120_000);
};

beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
  staff = await createAdmin(server, { role: 'super_admin' });
  token = (await api.post('/api/auth/register', newAccount())).body.data.token;
  writer = (await api.post('/api/auth/register', newAccount())).body.data.token;
  writersQuiz = (await api.post('/api/quizzes', quiz('Edited'), writer)).body.data.quiz.id;
  const ids: string[] = [];
  for (const title of ['Planets', 'Rivers', 'Capitals'])
    ids.push((await api.post('/api/quizzes', quiz(title), token)).body.data.quiz.id);
  expect((await api.put(`/api/quizzes/${ids[0]}`, quiz('Planets and moons'), token)).status).toBe(200);
  await seedOtherQuizzes(ids[0]!);
}, 180_000);
afterAll(async () => server?.stop());

const docsOf = async (store: { collection: TestServer['readStore']['collection'] }) =>
  store.collection('quizzes').find({}, { sort: { _id: 1 } });

describe('A rebuild during traffic', () => {
  it('serves every read and edit throughout, reports climbing progress and ends equal to a clean rebuild', async () => {
    const list = async () => api.get('/api/quizzes', token);
    const before = await list();
    expect(before.status).toBe(200);
    expect(before.body.data.quizzes).toHaveLength(3);
    const one = before.body.data.quizzes[0];
    const oneBefore = (await api.get(`/api/quizzes/${one.id}`, token)).body;
    const head = await server.eventStore.headPosition();
    expect(head).toBeGreaterThan(OTHER_QUIZZES * (EDITS_PER_QUIZ + 1));

    const started = await api.post('/api/admin/projections/quizzes/rebuild', {}, staff.token);
    expect(started.status).toBe(202);

    const reads: { status: number; same: boolean }[] = [];
    const written: { status: number; title: string }[] = [];
    const positions: number[] = [];
    const shown: Record<string, unknown>[] = [];
    for (;;) {
      const [answer, single, state, created] = await Promise.all([
        list(),
        api.get(`/api/quizzes/${one.id}`, token),
        api.get('/api/admin/projections', staff.token),
        api.put(`/api/quizzes/${writersQuiz}`, quiz(`Written ${written.length}`), writer),
      ]);
      written.push({ status: created.status, title: created.body.data?.quiz?.title });
      reads.push({ status: answer.status, same: JSON.stringify(answer.body) === JSON.stringify(before.body) });
      reads.push({ status: single.status, same: JSON.stringify(single.body) === JSON.stringify(oneBefore) });
      const { rebuilding, lastRebuild } = state.body.data;
      if (rebuilding?.progress) {
        positions.push(rebuilding.progress.position);
        shown.push(rebuilding.progress);
      }
      if (!rebuilding && lastRebuild) break;
    }
    // Writes went on too, each answered with the edited quiz (read-your-writes), and the rebuilt model has the last.
    expect(written.length).toBeGreaterThan(2);
    expect(written.filter((w, i) => w.status !== 200 || w.title !== `Written ${i}`)).toEqual([]);
    const edited = (await api.get(`/api/quizzes/${writersQuiz}`, writer)).body.data.quiz;
    expect(edited.title).toBe(`Written ${written.length - 1}`);
    // Reads went on during the rebuild and every one of them answered the same quizzes.
    expect(reads.length).toBeGreaterThan(4);
    expect(reads.filter((r) => r.status !== 200 || !r.same)).toEqual([]);
    // The progress was shown, and it climbed.
    expect(positions.length).toBeGreaterThan(1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions.at(-1)).toBeGreaterThan(positions[0]!);
    expect(shown[0]).toMatchObject({
      projections: ['quizzes'],
      head: expect.any(Number),
      eventsPerSecond: expect.any(Number),
      percent: expect.any(Number),
    });

    const state = (await api.get('/api/admin/projections', staff.token)).body.data;
    expect(state.lastRebuild).toMatchObject({ name: 'quizzes', error: null });
    expect(state.lastRebuild.events).toBeGreaterThanOrEqual(head);
    expect(state.lastRebuild.projections).toEqual([{ name: 'quizzes', documents: expect.any(Number) }]);
    expect(state.lastRebuild.projections[0].documents).toBeGreaterThanOrEqual(OTHER_QUIZZES + 3);

    // Equal to a clean rebuild from the same log, and the live runner goes on in the new collection.
    const fresh = createEmbeddedReadStore();
    const clean = createProjectionRunner({
      eventStore: server.eventStore,
      readStore: fresh,
      projections: allProjections().filter((p) => p.name === 'quizzes'),
    });
    await clean.start();
    await clean.catchUp(120_000);
    await clean.stop();
    expect(await docsOf(server.readStore)).toEqual(await docsOf(fresh));
    const added = await api.post('/api/quizzes', quiz('Oceans'), token);
    expect(added.status).toBe(201);
    expect((await list()).body.data.quizzes).toHaveLength(4);
    expect(await server.readStore.collection('quizzes').countDocuments()).toBe(OTHER_QUIZZES + 5);
  }, 180_000);
});
