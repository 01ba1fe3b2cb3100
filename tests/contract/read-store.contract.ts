/**
 * The read store contract: every adapter must give exactly these answers, which are MongoDB's.
 * Each test seeds its own collection, so tests are independent and the suite can share one store.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection, Doc, ReadStore } from '../../commands/ports';
import { openSqliteEventStore } from '../../infra/eventstore/sqlite-event-store';
import type { Projection } from '../../projections/runtime/projection';
import { createProjectionLease, LEASES } from '../../projections/runtime/projection-lease';
import { createProjectionRunner } from '../../projections/runtime/projection-runner';

const users: Doc[] = [
  {
    _id: 'u1',
    email: 'ada@example.com',
    username: 'ada',
    name: 'Ada Lovelace',
    role: 'user',
    plan: 'pro',
    age: 36,
    createdAt: '2024-01-05T10:00:00.000Z',
    profile: { country: 'GB', language: 'en' },
    tags: ['math', 'poetry'],
  },
  {
    _id: 'u2',
    email: 'alan@example.com',
    username: 'alan',
    name: 'Alan Turing',
    role: 'admin',
    plan: 'free',
    age: 41,
    createdAt: '2024-02-11T08:30:00.000Z',
    profile: { country: 'GB', language: 'en' },
    tags: ['math', 'crypto'],
  },
  {
    _id: 'u3',
    email: 'grace@example.com',
    username: 'grace',
    name: 'Grace Hopper',
    role: 'user',
    plan: 'pro',
    age: 45,
    createdAt: '2024-03-20T14:15:00.000Z',
    profile: { country: 'US', language: 'en' },
    tags: ['compilers'],
  },
  {
    _id: 'u4',
    email: 'emmy@example.de',
    username: 'emmy',
    name: 'Emmy Noether',
    role: 'user',
    plan: 'free',
    age: 29,
    createdAt: '2024-03-02T09:00:00.000Z',
    profile: { country: 'DE', language: 'de' },
    deletedAt: '2024-06-01T00:00:00.000Z',
  },
  {
    _id: 'u5',
    email: 'cahit@example.com.tr',
    username: 'cahit',
    name: 'Cahit Arf',
    role: 'user',
    plan: 'free',
    age: 33,
    createdAt: '2024-04-18T12:00:00.000Z',
    profile: { country: 'TR', language: 'tr' },
    tags: [],
  },
  {
    _id: 'u6',
    email: 'adele@example.com',
    username: 'adele',
    name: 'Adele Goldberg',
    role: 'user',
    plan: 'team',
    age: 29,
    createdAt: '2024-05-09T16:45:00.000Z',
    profile: { country: 'US', language: 'en' },
    tags: ['smalltalk'],
  },
];

const question = (id: string, type: 'multiple_choice' | 'true_false', points: number) => ({
  id,
  text: `Question ${id}?`,
  type,
  options: type === 'true_false' ? ['True', 'False'] : ['A', 'B', 'C', 'D'],
  correct: 1,
  points,
});

const quizzes: Doc[] = [
  {
    _id: 'q1',
    ownerId: 'u1',
    title: 'Analytical Engines',
    visibility: 'public',
    createdAt: '2024-02-01T09:00:00.000Z',
    questions: [question('q1-1', 'multiple_choice', 10), question('q1-2', 'true_false', 20)],
    stats: { plays: 12, totalScore: 7680, bestScore: 900, worstScore: 120 },
  },
  {
    _id: 'q2',
    ownerId: 'u2',
    title: 'Codebreaking',
    visibility: 'private',
    createdAt: '2024-02-15T11:00:00.000Z',
    questions: [question('q2-1', 'multiple_choice', 10)],
    stats: { plays: 3, totalScore: 1500 },
  },
  {
    _id: 'q3',
    ownerId: 'u1',
    title: 'Poetical Science',
    visibility: 'public',
    createdAt: '2024-03-10T15:30:00.000Z',
    questions: [
      question('q3-1', 'true_false', 10),
      question('q3-2', 'multiple_choice', 30),
      question('q3-3', 'multiple_choice', 10),
    ],
    stats: { plays: 0, totalScore: 0 },
  },
  {
    _id: 'q4',
    ownerId: 'u3',
    title: 'Compilers 101',
    visibility: 'public',
    createdAt: '2024-04-01T08:00:00.000Z',
    questions: [question('q4-1', 'multiple_choice', 20), question('q4-2', 'multiple_choice', 20)],
    stats: { plays: 7, totalScore: 4900 },
  },
];

const user = (id: string) => structuredClone(users.find((u) => u._id === id) as Doc);
const quiz = (id: string) => structuredClone(quizzes.find((q) => q._id === id) as Doc);
const ids = (docs: Doc[]) => docs.map((doc) => doc._id);
const byId = { sort: { _id: 1 as const } };

export const readStoreContract = (name: string, open: () => Promise<ReadStore>) =>
  describe(`read store contract: ${name}`, () => {
    let store: ReadStore | undefined;
    const created: string[] = [];

    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      for (const collection of created) await store?.drop(collection);
      await store?.close();
    });

    /** A new collection holding copies of `docs`. */
    const seeded = async (prefix: string, docs: Doc[] = []): Promise<Collection> => {
      const collectionName = `${prefix}_${created.length + 1}_${Date.now()}`;
      created.push(collectionName);
      const collection = store!.collection(collectionName);
      for (const doc of docs) await collection.insertOne(structuredClone(doc));
      return collection;
    };
    const usersCollection = () => seeded('users', users);
    const quizzesCollection = () => seeded('quizzes', quizzes);

    describe('find', () => {
      it('returns every document, and each filter selects exactly the matching ones', async () => {
        const c = await usersCollection();
        expect(await c.find({}, byId)).toEqual(users);
        expect(ids(await c.find({ plan: { $in: ['pro', 'team'] } }, byId))).toEqual(['u1', 'u3', 'u6']);
        expect(ids(await c.find({ age: { $gte: 30, $lt: 42 } }, byId))).toEqual(['u1', 'u2', 'u5']);
        expect(
          ids(await c.find({ createdAt: { $gte: '2024-03-01T00:00:00.000Z', $lt: '2024-05-01T00:00:00.000Z' } }, byId)),
        ).toEqual(['u3', 'u4', 'u5']);
        expect(ids(await c.find({ name: { $regex: '^ad', $options: 'i' } }, byId))).toEqual(['u1', 'u6']);
        expect(ids(await c.find({ email: /EXAMPLE\.COM$/i }, byId))).toEqual(['u1', 'u2', 'u3', 'u6']);
        expect(ids(await c.find({ $or: [{ role: 'admin' }, { age: { $lt: 30 } }] }, byId))).toEqual(['u2', 'u4', 'u6']);
        expect(ids(await c.find({ deletedAt: { $exists: true } }, byId))).toEqual(['u4']);
        expect(ids(await c.find({ tags: { $exists: false } }, byId))).toEqual(['u4']);
        expect(ids(await c.find({ 'profile.country': 'GB' }, byId))).toEqual(['u1', 'u2']);
        expect(ids(await c.find({ 'profile.language': { $ne: 'en' } }, byId))).toEqual(['u4', 'u5']);
        expect(ids(await c.find({ tags: 'math' }, byId))).toEqual(['u1', 'u2']);
        expect(ids(await c.find({ _id: { $in: ['u5', 'u2', 'nobody'] } }, byId))).toEqual(['u2', 'u5']);
        expect(await c.find({ plan: 'enterprise' })).toEqual([]);
      });

      it('matches into arrays of subdocuments with dotted paths and $elemMatch', async () => {
        const c = await quizzesCollection();
        expect(ids(await c.find({ 'questions.points': { $gte: 30 } }, byId))).toEqual(['q3']);
        expect(ids(await c.find({ 'questions.type': 'true_false', visibility: 'public' }, byId))).toEqual(['q1', 'q3']);
        expect(ids(await c.find({ questions: { $elemMatch: { type: 'true_false', points: 20 } } }, byId))).toEqual([
          'q1',
        ]);
        expect(ids(await c.find({ 'questions.id': 'q4-2' }, byId))).toEqual(['q4']);
        expect(ids(await c.find({ 'stats.plays': { $gt: 5 } }, byId))).toEqual(['q1', 'q4']);
      });

      it('sorts on two keys, puts missing fields first, and applies skip and limit after sorting', async () => {
        const c = await usersCollection();
        expect(ids(await c.find({}, { sort: { plan: 1, age: -1 } }))).toEqual(['u2', 'u5', 'u4', 'u3', 'u1', 'u6']);
        expect(ids(await c.find({}, { sort: { deletedAt: 1, _id: 1 } }))).toEqual(['u1', 'u2', 'u3', 'u5', 'u6', 'u4']);
        expect(ids(await c.find({}, { sort: { deletedAt: -1, _id: 1 } }))).toEqual([
          'u4',
          'u1',
          'u2',
          'u3',
          'u5',
          'u6',
        ]);
        expect(ids(await c.find({}, { sort: { createdAt: 1 }, skip: 2, limit: 3 }))).toEqual(['u4', 'u3', 'u5']);
        expect(ids(await c.find({}, { sort: { createdAt: -1 }, limit: 2 }))).toEqual(['u6', 'u5']);
        expect(ids(await c.find({ plan: 'free' }, { sort: { age: 1 }, skip: 2 }))).toEqual(['u2']);
      });

      it('sorts arrays by their smallest element ascending and their largest descending, an empty array first', async () => {
        const c = await usersCollection();
        expect(ids(await c.find({}, { sort: { tags: 1, _id: 1 } }))).toEqual(['u5', 'u4', 'u3', 'u2', 'u1', 'u6']);
        expect(ids(await c.find({}, { sort: { tags: -1, _id: 1 } }))).toEqual(['u6', 'u1', 'u2', 'u3', 'u4', 'u5']);
        const quizzesC = await quizzesCollection();
        expect(ids(await quizzesC.find({}, { sort: { 'questions.points': -1, _id: 1 } }))).toEqual([
          'q3',
          'q1',
          'q4',
          'q2',
        ]);
      });

      it('projects by inclusion and by exclusion, nested paths included', async () => {
        const c = await usersCollection();
        expect(await c.find({ _id: 'u1' }, { projection: { name: 1, 'profile.country': 1 } })).toEqual([
          { _id: 'u1', name: 'Ada Lovelace', profile: { country: 'GB' } },
        ]);
        expect(await c.find({ plan: 'pro' }, { sort: { age: -1 }, projection: { _id: 0, username: 1 } })).toEqual([
          { username: 'grace' },
          { username: 'ada' },
        ]);
        expect(
          await c.find({ _id: 'u4' }, { projection: { profile: 0, createdAt: 0, deletedAt: 0, email: 0 } }),
        ).toEqual([{ _id: 'u4', username: 'emmy', name: 'Emmy Noether', role: 'user', plan: 'free', age: 29 }]);
        expect(
          await c.find({ _id: 'u5' }, { projection: { 'profile.language': 0, tags: 0, email: 0, createdAt: 0 } }),
        ).toEqual([
          {
            _id: 'u5',
            username: 'cahit',
            name: 'Cahit Arf',
            role: 'user',
            plan: 'free',
            age: 33,
            profile: { country: 'TR' },
          },
        ]);
        expect(await c.findOne({ _id: 'u5' })).toEqual(user('u5'));
      });

      it('findOne returns the first match in sort order, projected, or null', async () => {
        const c = await usersCollection();
        expect(await c.findOne({ plan: 'free' }, { sort: { age: -1 } })).toEqual(user('u2'));
        expect(
          await c.findOne({ plan: 'free' }, { sort: { age: 1 }, projection: { _id: 0, name: 1, age: 1 } }),
        ).toEqual({
          name: 'Emmy Noether',
          age: 29,
        });
        expect(await c.findOne({ _id: 'u3' })).toEqual(user('u3'));
        expect(await c.findOne({ _id: 'nobody' })).toBeNull();
        expect(await c.findOne({ 'profile.country': 'FR' })).toBeNull();
      });

      it('counts with and without a filter', async () => {
        const c = await usersCollection();
        expect(await c.countDocuments()).toBe(6);
        expect(await c.countDocuments({})).toBe(6);
        expect(await c.countDocuments({ plan: 'free' })).toBe(3);
        expect(await c.countDocuments({ _id: 'u2' })).toBe(1);
        expect(await c.countDocuments({ tags: { $size: 0 } })).toBe(1);
        expect(await (await seeded('empty')).countDocuments()).toBe(0);
      });
    });

    describe('aggregate', () => {
      it('$match, $group with $sum and $avg, $sort', async () => {
        const c = await usersCollection();
        expect(
          await c.aggregate([
            { $match: { deletedAt: { $exists: false } } },
            { $group: { _id: '$plan', users: { $sum: 1 }, avgAge: { $avg: '$age' } } },
            { $sort: { _id: 1 } },
          ]),
        ).toEqual([
          { _id: 'free', users: 2, avgAge: 37 },
          { _id: 'pro', users: 2, avgAge: 40.5 },
          { _id: 'team', users: 1, avgAge: 29 },
        ]);
      });

      it('$sort then $group with $push, $first and $addToSet', async () => {
        const c = await quizzesCollection();
        expect(
          await c.aggregate([
            { $sort: { createdAt: 1 } },
            {
              $group: {
                _id: '$ownerId',
                titles: { $push: '$title' },
                first: { $first: '$title' },
                visibility: { $addToSet: '$visibility' },
              },
            },
            { $sort: { _id: 1 } },
          ]),
        ).toEqual([
          {
            _id: 'u1',
            titles: ['Analytical Engines', 'Poetical Science'],
            first: 'Analytical Engines',
            visibility: ['public'],
          },
          { _id: 'u2', titles: ['Codebreaking'], first: 'Codebreaking', visibility: ['private'] },
          { _id: 'u3', titles: ['Compilers 101'], first: 'Compilers 101', visibility: ['public'] },
        ]);
        // $addToSet leaves the order of a set unspecified: compare sorted.
        const countries = await (
          await usersCollection()
        ).aggregate<{ _id: string; plans: string[] }>([
          { $group: { _id: '$profile.country', plans: { $addToSet: '$plan' } } },
        ]);
        const sorted = countries
          .map((g) => ({ _id: g._id, plans: [...g.plans].sort() }))
          .sort((a, b) => a._id.localeCompare(b._id));
        expect(sorted).toEqual([
          { _id: 'DE', plans: ['free'] },
          { _id: 'GB', plans: ['free', 'pro'] },
          { _id: 'TR', plans: ['free'] },
          { _id: 'US', plans: ['pro', 'team'] },
        ]);
      });

      it('$unwind then $group sums over nested arrays', async () => {
        const c = await quizzesCollection();
        expect(
          await c.aggregate([
            { $unwind: '$questions' },
            { $group: { _id: '$ownerId', points: { $sum: '$questions.points' }, questions: { $sum: 1 } } },
            { $sort: { points: -1, _id: 1 } },
          ]),
        ).toEqual([
          { _id: 'u1', points: 80, questions: 5 },
          { _id: 'u3', points: 40, questions: 2 },
          { _id: 'u2', points: 10, questions: 1 },
        ]);
        expect(
          await (
            await usersCollection()
          ).aggregate([
            { $unwind: '$tags' },
            { $group: { _id: '$tags', users: { $sum: 1 } } },
            { $sort: { users: -1, _id: 1 } },
          ]),
        ).toEqual([
          { _id: 'math', users: 2 },
          { _id: 'compilers', users: 1 },
          { _id: 'crypto', users: 1 },
          { _id: 'poetry', users: 1 },
          { _id: 'smalltalk', users: 1 },
        ]);
      });

      it('$project with expressions, $skip, $limit and $count', async () => {
        const quizzesC = await quizzesCollection();
        expect(
          await quizzesC.aggregate([
            { $match: { visibility: 'public' } },
            { $project: { _id: 0, title: 1, questionCount: { $size: '$questions' }, plays: '$stats.plays' } },
            { $sort: { title: 1 } },
          ]),
        ).toEqual([
          { title: 'Analytical Engines', questionCount: 2, plays: 12 },
          { title: 'Compilers 101', questionCount: 2, plays: 7 },
          { title: 'Poetical Science', questionCount: 3, plays: 0 },
        ]);
        const usersC = await usersCollection();
        expect(
          await usersC.aggregate([
            { $sort: { age: 1, _id: 1 } },
            { $skip: 1 },
            { $limit: 2 },
            { $project: { age: 1 } },
          ]),
        ).toEqual([
          { _id: 'u6', age: 29 },
          { _id: 'u5', age: 33 },
        ]);
        expect(await usersC.aggregate([{ $match: { plan: 'free' } }, { $count: 'freeUsers' }])).toEqual([
          { freeUsers: 3 },
        ]);
        expect(await usersC.aggregate([{ $match: { plan: 'enterprise' } }, { $count: 'n' }])).toEqual([]);
      });
    });

    describe('insertOne and replaceOne', () => {
      it('rejects a duplicate _id with code 11000 and keeps the stored document', async () => {
        const c = await usersCollection();
        await expect(c.insertOne({ ...user('u1'), name: 'Someone Else' })).rejects.toMatchObject({ code: 11000 });
        expect(await c.findOne({ _id: 'u1' })).toEqual(user('u1'));
        expect(await c.countDocuments()).toBe(6);
      });

      it('replaces the whole document, reports an identical replacement as unmodified, and upserts only when asked', async () => {
        const c = await quizzesCollection();
        const replacement = { _id: 'q2', ownerId: 'u2', title: 'Enigma', visibility: 'public', questions: [] };
        expect(await c.replaceOne({ _id: 'q2' }, replacement)).toEqual({
          matchedCount: 1,
          modifiedCount: 1,
          upsertedCount: 0,
        });
        expect(await c.findOne({ _id: 'q2' })).toEqual(replacement);
        expect(await c.replaceOne({ _id: 'q2' }, replacement)).toEqual({
          matchedCount: 1,
          modifiedCount: 0,
          upsertedCount: 0,
        });
        expect(
          await c.replaceOne({ title: 'Poetical Science' }, { ...quiz('q3'), title: 'Poetry of Science' }),
        ).toEqual({
          matchedCount: 1,
          modifiedCount: 1,
          upsertedCount: 0,
        });
        expect(await c.findOne({ _id: 'q3' }, { projection: { title: 1 } })).toEqual({
          _id: 'q3',
          title: 'Poetry of Science',
        });

        const draft = { _id: 'q5', ownerId: 'u4', title: 'Rings', visibility: 'private', questions: [] };
        expect(await c.replaceOne({ _id: 'q5' }, draft)).toEqual({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedCount: 0,
        });
        expect(await c.replaceOne({ _id: 'q5' }, draft, { upsert: false })).toEqual({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedCount: 0,
        });
        expect(await c.countDocuments()).toBe(4);
        expect(await c.replaceOne({ _id: 'q5' }, draft, { upsert: true })).toEqual({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedCount: 1,
        });
        expect(await c.findOne({ _id: 'q5' })).toEqual(draft);
        expect(await c.countDocuments()).toBe(5);
      });
    });

    describe('update operators', () => {
      it('$set sets top-level and nested fields, creating parents, and a same-value $set modifies nothing', async () => {
        const c = await usersCollection();
        expect(
          await c.updateOne(
            { _id: 'u1' },
            { $set: { plan: 'team', 'profile.timezone': 'Europe/London', 'settings.sound': true } },
          ),
        ).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
        expect(await c.findOne({ _id: 'u1' })).toEqual({
          ...user('u1'),
          plan: 'team',
          profile: { country: 'GB', language: 'en', timezone: 'Europe/London' },
          settings: { sound: true },
        });
        expect(await c.updateOne({ _id: 'u1' }, { $set: { plan: 'team' } })).toEqual({
          matchedCount: 1,
          modifiedCount: 0,
          upsertedCount: 0,
        });
        expect(await c.updateOne({ _id: 'nobody' }, { $set: { plan: 'team' } })).toEqual({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedCount: 0,
        });
      });

      it('$set with the positional $ changes the array element the filter matched', async () => {
        const c = await quizzesCollection();
        await c.updateOne({ _id: 'q1', 'questions.id': 'q1-2' }, { $set: { 'questions.$.points': 25 } });
        expect(await c.findOne({ _id: 'q1' }, { projection: { 'questions.id': 1, 'questions.points': 1 } })).toEqual({
          _id: 'q1',
          questions: [
            { id: 'q1-1', points: 10 },
            { id: 'q1-2', points: 25 },
          ],
        });
      });

      it('$inc adds to existing numbers and creates missing ones', async () => {
        const c = await quizzesCollection();
        await c.updateOne({ _id: 'q1' }, { $inc: { 'stats.plays': 1, 'stats.totalScore': 640, 'stats.reports': 1 } });
        await c.updateOne({ _id: 'q1' }, { $inc: { 'stats.totalScore': -40 } });
        expect((await c.findOne({ _id: 'q1' }))?.stats).toEqual({
          plays: 13,
          totalScore: 8280,
          bestScore: 900,
          worstScore: 120,
          reports: 1,
        });
      });

      it('$push appends, creates missing arrays, and honours $each with $slice', async () => {
        const c = await usersCollection();
        await c.updateOne({ _id: 'u1' }, { $push: { tags: 'analysis' } });
        await c.updateOne({ _id: 'u4' }, { $push: { tags: 'algebra' } });
        await c.updateOne({ _id: 'u2' }, { $push: { tags: { $each: ['logic', 'biology'], $slice: 3 } } });
        await c.updateOne({ _id: 'u3' }, { $push: { recentScores: { $each: [700, 820, 910, 640], $slice: -3 } } });
        await c.updateOne({ _id: 'u3' }, { $push: { recentScores: { $each: [500], $slice: -3 } } });
        const found = await c.find(
          { _id: { $in: ['u1', 'u2', 'u3', 'u4'] } },
          { ...byId, projection: { tags: 1, recentScores: 1 } },
        );
        expect(found).toEqual([
          { _id: 'u1', tags: ['math', 'poetry', 'analysis'] },
          { _id: 'u2', tags: ['math', 'crypto', 'logic'] },
          { _id: 'u3', tags: ['compilers'], recentScores: [910, 640, 500] },
          { _id: 'u4', tags: ['algebra'] },
        ]);
        const quizzesC = await quizzesCollection();
        await quizzesC.updateOne({ _id: 'q2' }, { $push: { questions: question('q2-2', 'true_false', 20) } });
        expect((await quizzesC.findOne({ _id: 'q2' }))?.questions).toEqual([
          question('q2-1', 'multiple_choice', 10),
          question('q2-2', 'true_false', 20),
        ]);
      });

      it('$addToSet adds only values not present, with and without $each', async () => {
        const c = await usersCollection();
        expect(await c.updateOne({ _id: 'u1' }, { $addToSet: { tags: 'math' } })).toEqual({
          matchedCount: 1,
          modifiedCount: 0,
          upsertedCount: 0,
        });
        expect(
          await c.updateOne({ _id: 'u1' }, { $addToSet: { tags: { $each: ['poetry', 'engines', 'engines'] } } }),
        ).toEqual({
          matchedCount: 1,
          modifiedCount: 1,
          upsertedCount: 0,
        });
        await c.updateOne({ _id: 'u4' }, { $addToSet: { tags: { $each: ['algebra', 'rings', 'algebra'] } } });
        await c.updateOne({ _id: 'u5' }, { $addToSet: { tags: 'topology' } });
        expect(await c.find({ _id: { $in: ['u1', 'u4', 'u5'] } }, { ...byId, projection: { tags: 1 } })).toEqual([
          { _id: 'u1', tags: ['math', 'poetry', 'engines'] },
          { _id: 'u4', tags: ['algebra', 'rings'] },
          { _id: 'u5', tags: ['topology'] },
        ]);
      });

      it('$pull removes by value, by $in and by a condition on subdocuments', async () => {
        const usersC = await usersCollection();
        await usersC.updateOne({ _id: 'u2' }, { $pull: { tags: 'crypto' } });
        await usersC.updateOne({ _id: 'u1' }, { $pull: { tags: { $in: ['math', 'poetry'] } } });
        expect(await usersC.updateOne({ _id: 'u3' }, { $pull: { tags: 'absent' } })).toEqual({
          matchedCount: 1,
          modifiedCount: 0,
          upsertedCount: 0,
        });
        expect(await usersC.find({ _id: { $in: ['u1', 'u2', 'u3'] } }, { ...byId, projection: { tags: 1 } })).toEqual([
          { _id: 'u1', tags: [] },
          { _id: 'u2', tags: ['math'] },
          { _id: 'u3', tags: ['compilers'] },
        ]);
        const quizzesC = await quizzesCollection();
        await quizzesC.updateOne({ _id: 'q3' }, { $pull: { questions: { points: { $lt: 20 } } } });
        await quizzesC.updateOne({ _id: 'q4' }, { $pull: { questions: { id: 'q4-1' } } });
        expect(
          await quizzesC.find({ _id: { $in: ['q3', 'q4'] } }, { ...byId, projection: { 'questions.id': 1 } }),
        ).toEqual([
          { _id: 'q3', questions: [{ id: 'q3-2' }] },
          { _id: 'q4', questions: [{ id: 'q4-2' }] },
        ]);
      });

      it('$unset removes top-level and nested fields and ignores missing ones', async () => {
        const c = await usersCollection();
        expect(await c.updateOne({ _id: 'u4' }, { $unset: { deletedAt: '', 'profile.language': '' } })).toEqual({
          matchedCount: 1,
          modifiedCount: 1,
          upsertedCount: 0,
        });
        expect(await c.updateOne({ _id: 'u4' }, { $unset: { deletedAt: '' } })).toEqual({
          matchedCount: 1,
          modifiedCount: 0,
          upsertedCount: 0,
        });
        const { deletedAt: _deleted, ...rest } = user('u4');
        expect(await c.findOne({ _id: 'u4' })).toEqual({ ...rest, profile: { country: 'DE' } });
      });

      it('$min and $max change a field only past the current value, and set missing fields', async () => {
        const c = await quizzesCollection();
        expect(
          await c.updateOne({ _id: 'q1' }, { $max: { 'stats.bestScore': 950 }, $min: { 'stats.worstScore': 200 } }),
        ).toEqual({
          matchedCount: 1,
          modifiedCount: 1,
          upsertedCount: 0,
        });
        expect(
          await c.updateOne({ _id: 'q1' }, { $max: { 'stats.bestScore': 100 }, $min: { 'stats.worstScore': 300 } }),
        ).toEqual({
          matchedCount: 1,
          modifiedCount: 0,
          upsertedCount: 0,
        });
        await c.updateOne(
          { _id: 'q3' },
          { $max: { 'stats.bestScore': 780 }, $min: { firstPlayedAt: '2024-05-01T10:00:00.000Z' } },
        );
        await c.updateOne(
          { _id: 'q3' },
          { $min: { firstPlayedAt: '2024-04-30T18:00:00.000Z' }, $max: { lastPlayedAt: '2024-05-02T09:00:00.000Z' } },
        );
        expect(
          await c.find(
            { _id: { $in: ['q1', 'q3'] } },
            { ...byId, projection: { stats: 1, firstPlayedAt: 1, lastPlayedAt: 1 } },
          ),
        ).toEqual([
          { _id: 'q1', stats: { plays: 12, totalScore: 7680, bestScore: 950, worstScore: 120 } },
          {
            _id: 'q3',
            stats: { plays: 0, totalScore: 0, bestScore: 780 },
            firstPlayedAt: '2024-04-30T18:00:00.000Z',
            lastPlayedAt: '2024-05-02T09:00:00.000Z',
          },
        ]);
      });

      it("refuses operators on values of the wrong type, with MongoDB's codes, changing nothing", async () => {
        const c = await usersCollection();
        await expect(c.updateOne({ _id: 'u1' }, { $inc: { name: 1 } })).rejects.toMatchObject({ code: 14 });
        await expect(c.updateOne({ _id: 'u1' }, { $push: { plan: 'team' } })).rejects.toMatchObject({ code: 2 });
        await expect(c.updateOne({ _id: 'u1' }, { $set: { plan: 'team' }, $inc: { plan: 1 } })).rejects.toThrow();
        expect(await c.findOne({ _id: 'u1' })).toEqual(user('u1'));
      });

      it('updateMany changes every match and counts only the documents it changed', async () => {
        const c = await usersCollection();
        expect(await c.updateMany({ plan: 'free' }, { $set: { plan: 'basic' }, $inc: { credits: 5 } })).toEqual({
          matchedCount: 3,
          modifiedCount: 3,
          upsertedCount: 0,
        });
        expect(await c.find({ plan: 'basic' }, { ...byId, projection: { credits: 1 } })).toEqual([
          { _id: 'u2', credits: 5 },
          { _id: 'u4', credits: 5 },
          { _id: 'u5', credits: 5 },
        ]);
        expect(await c.updateMany({ 'profile.language': 'en' }, { $set: { 'profile.country': 'GB' } })).toEqual({
          matchedCount: 4,
          modifiedCount: 2,
          upsertedCount: 0,
        });
        expect(await c.updateMany({ plan: 'enterprise' }, { $set: { seats: 10 } })).toEqual({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedCount: 0,
        });
        expect(await c.countDocuments({ seats: { $exists: true } })).toBe(0);
      });
    });

    describe('upsert', () => {
      it('inserts from the filter and the update when nothing matches, and updates afterwards', async () => {
        const c = await usersCollection();
        const upsert = {
          $set: { name: 'Katherine Johnson', plan: 'free' },
          $inc: { logins: 1 },
          $setOnInsert: { createdAt: '2024-06-10T07:00:00.000Z' },
        };
        expect(await c.updateOne({ _id: 'u7' }, upsert, { upsert: true })).toEqual({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedCount: 1,
        });
        expect(await c.findOne({ _id: 'u7' })).toEqual({
          _id: 'u7',
          name: 'Katherine Johnson',
          plan: 'free',
          logins: 1,
          createdAt: '2024-06-10T07:00:00.000Z',
        });
        const again = { ...upsert, $setOnInsert: { createdAt: '2030-01-01T00:00:00.000Z' } };
        expect(await c.updateOne({ _id: 'u7' }, again, { upsert: true })).toEqual({
          matchedCount: 1,
          modifiedCount: 1,
          upsertedCount: 0,
        });
        expect(await c.findOne({ _id: 'u7' }, { projection: { logins: 1, createdAt: 1 } })).toEqual({
          _id: 'u7',
          logins: 2,
          createdAt: '2024-06-10T07:00:00.000Z',
        });
      });

      it('does not insert without upsert', async () => {
        const c = await usersCollection();
        expect(await c.updateOne({ _id: 'u8' }, { $set: { name: 'Nobody' } }, { upsert: false })).toEqual({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedCount: 0,
        });
        expect(await c.updateMany({ plan: 'enterprise' }, { $set: { name: 'Nobody' } })).toEqual({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedCount: 0,
        });
        expect(await c.countDocuments()).toBe(6);
      });

      it('seeds the new document from the equality fields of the filter, dotted paths and $eq included', async () => {
        const c = await seeded('usage');
        const filter = { userId: 'u1', month: '2024-05', kind: { $eq: 'generation' }, count: { $gte: 0 } };
        expect(await c.updateOne(filter, { $inc: { count: 1 } }, { upsert: true })).toEqual({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedCount: 1,
        });
        expect(await c.updateOne(filter, { $inc: { count: 1 } }, { upsert: true })).toEqual({
          matchedCount: 1,
          modifiedCount: 1,
          upsertedCount: 0,
        });
        expect(
          await c.updateMany({ 'owner.id': 'u3', status: 'draft' }, { $set: { title: 'Untitled' } }, { upsert: true }),
        ).toEqual({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedCount: 1,
        });
        expect(await c.find({}, { sort: { month: 1 }, projection: { _id: 0 } })).toEqual([
          { owner: { id: 'u3' }, status: 'draft', title: 'Untitled' },
          { userId: 'u1', month: '2024-05', kind: 'generation', count: 2 },
        ]);
      });
    });

    describe('delete', () => {
      it('deleteOne removes one match, deleteMany every match or everything', async () => {
        const c = await usersCollection();
        expect(await c.deleteOne({ plan: 'free', 'profile.country': { $in: ['DE', 'TR'] } })).toEqual({
          deletedCount: 1,
        });
        expect(await c.countDocuments({ plan: 'free' })).toBe(2);
        expect(await c.deleteOne({ _id: 'nobody' })).toEqual({ deletedCount: 0 });
        expect(await c.deleteOne({ _id: 'u6' })).toEqual({ deletedCount: 1 });
        expect(await c.findOne({ _id: 'u6' })).toBeNull();
        expect(await c.deleteMany({ 'profile.country': { $in: ['GB', 'US'] } })).toEqual({ deletedCount: 3 });
        expect(await c.countDocuments()).toBe(1);
        expect(await c.deleteMany()).toEqual({ deletedCount: 1 });
        expect(await c.find()).toEqual([]);
      });
    });

    describe('indexes', () => {
      it('a unique index rejects every write that would duplicate a key, with code 11000, changing nothing', async () => {
        const c = await usersCollection();
        await c.createIndex({ email: 1 }, { unique: true });
        await c.createIndex({ email: 1 }, { unique: true });
        await expect(c.insertOne({ _id: 'u7', email: 'ada@example.com', name: 'Impostor' })).rejects.toMatchObject({
          code: 11000,
        });
        await expect(c.updateOne({ _id: 'u2' }, { $set: { email: 'ada@example.com' } })).rejects.toMatchObject({
          code: 11000,
        });
        await expect(c.replaceOne({ _id: 'u3' }, { ...user('u3'), email: 'ada@example.com' })).rejects.toMatchObject({
          code: 11000,
        });
        await expect(
          c.updateOne({ _id: 'u7' }, { $set: { email: 'ada@example.com' } }, { upsert: true }),
        ).rejects.toMatchObject({ code: 11000 });
        expect(await c.countDocuments()).toBe(6);
        expect(await c.find({ _id: { $in: ['u1', 'u2', 'u3'] } }, { ...byId, projection: { email: 1 } })).toEqual([
          { _id: 'u1', email: 'ada@example.com' },
          { _id: 'u2', email: 'alan@example.com' },
          { _id: 'u3', email: 'grace@example.com' },
        ]);
        await c.insertOne({ _id: 'u7', email: 'katherine@example.com', name: 'Katherine Johnson' });
        await c.deleteOne({ _id: 'u1' });
        await c.updateOne({ _id: 'u2' }, { $set: { email: 'ada@example.com' } });
        expect(await c.findOne({ email: 'ada@example.com' }, { projection: { name: 1 } })).toEqual({
          _id: 'u2',
          name: 'Alan Turing',
        });
        // MongoDB keeps the documents an updateMany changed before the violation; the embedded store keeps none.
        await expect(c.updateMany({ plan: 'free' }, { $set: { email: 'shared@example.com' } })).rejects.toMatchObject({
          code: 11000,
        });
      });

      it('a unique index cannot be built over duplicates, and a compound one constrains the pair', async () => {
        const c = await usersCollection();
        await expect(c.createIndex({ plan: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
        await c.insertOne({ _id: 'u7', plan: 'free' });
        const answers = await seeded('answers');
        await answers.createIndex(
          { gameId: 1, participantId: 1 },
          { unique: true, name: 'one_answer_per_participant' },
        );
        await answers.insertOne({ _id: 'a1', gameId: 'g1', participantId: 'p1', option: 2 });
        await answers.insertOne({ _id: 'a2', gameId: 'g1', participantId: 'p2', option: 1 });
        await answers.insertOne({ _id: 'a3', gameId: 'g2', participantId: 'p1', option: 0 });
        await expect(
          answers.insertOne({ _id: 'a4', gameId: 'g1', participantId: 'p1', option: 3 }),
        ).rejects.toMatchObject({ code: 11000 });
        expect(ids(await answers.find({ gameId: 'g1' }, byId))).toEqual(['a1', 'a2']);
      });

      it('queries on an indexed field follow every write', async () => {
        const c = await quizzesCollection();
        await c.createIndex({ ownerId: 1 });
        await c.createIndex({ 'questions.id': 1 });
        expect(ids(await c.find({ ownerId: 'u1' }, byId))).toEqual(['q1', 'q3']);
        await c.updateOne({ _id: 'q3' }, { $set: { ownerId: 'u2' } });
        expect(ids(await c.find({ ownerId: 'u1' }, byId))).toEqual(['q1']);
        expect(ids(await c.find({ ownerId: { $in: ['u2'] } }, byId))).toEqual(['q2', 'q3']);
        expect(ids(await c.find({ ownerId: 'u2', visibility: 'public' }, byId))).toEqual(['q3']);
        await c.replaceOne({ _id: 'q2' }, { ...quiz('q2'), ownerId: 'u3' });
        await c.insertOne({ ...quiz('q1'), _id: 'q5', ownerId: 'u2', questions: [question('q5-1', 'true_false', 10)] });
        expect(ids(await c.find({ ownerId: 'u2' }, byId))).toEqual(['q3', 'q5']);
        expect(ids(await c.find({ ownerId: 'u3' }, byId))).toEqual(['q2', 'q4']);
        expect(ids(await c.find({ 'questions.id': 'q5-1' }, byId))).toEqual(['q5']);
        await c.updateOne({ _id: 'q5' }, { $pull: { questions: { id: 'q5-1' } } });
        expect(await c.find({ 'questions.id': 'q5-1' })).toEqual([]);
        await c.deleteMany({ ownerId: 'u2' });
        expect(await c.find({ ownerId: 'u2' })).toEqual([]);
        expect(await c.countDocuments({ ownerId: { $in: ['u1', 'u3'] } })).toBe(3);
      });
    });

    describe('isolation', () => {
      it('returned documents are copies: mutating them changes nothing stored', async () => {
        const c = await quizzesCollection();
        const [found] = await c.find({ _id: 'q1' });
        (found!.stats as Record<string, number>).plays = 999;
        const one = await c.findOne({ _id: 'q1' });
        (one!.questions as { points: number }[])[0]!.points = 999;
        const [grouped] = await c.aggregate<{ quizzes: Doc[] }>([
          { $match: { _id: 'q1' } },
          { $group: { _id: '$ownerId', quizzes: { $push: '$$ROOT' } } },
        ]);
        (grouped!.quizzes[0]!.stats as Record<string, number>).plays = 999;
        await c.aggregate([
          { $set: { 'stats.plays': 999 } },
          { $unwind: { path: '$questions', includeArrayIndex: 'at' } },
        ]);
        await c.find({ _id: 'q1' }, { projection: { 'stats.plays': 0, 'questions.points': 0 } });
        expect(await c.findOne({ _id: 'q1' })).toEqual(quiz('q1'));
      });

      it('stored documents are copies: mutating what was written changes nothing stored', async () => {
        const c = await seeded('quizzes');
        const doc = quiz('q1');
        await c.insertOne(doc);
        (doc.stats as Record<string, number>).plays = 999;
        const replacement = quiz('q2');
        await c.replaceOne({ _id: 'q2' }, replacement, { upsert: true });
        (replacement.questions as unknown[]).length = 0;
        const extra = question('q1-3', 'true_false', 10);
        const stats = { plays: 1, totalScore: 10 };
        await c.updateOne({ _id: 'q1' }, { $push: { questions: extra } });
        await c.updateOne({ _id: 'q2' }, { $set: { stats } });
        extra.points = 999;
        stats.plays = 999;
        expect(await c.find({}, byId)).toEqual([
          { ...quiz('q1'), questions: [...(quiz('q1').questions as unknown[]), question('q1-3', 'true_false', 10)] },
          { ...quiz('q2'), stats: { plays: 1, totalScore: 10 } },
        ]);
      });

      it('drop removes the documents and the indexes of one collection only', async () => {
        const c = await usersCollection();
        const usersName = created[created.length - 1] as string;
        const other = await quizzesCollection();
        await c.createIndex({ email: 1 }, { unique: true });
        await store!.drop(usersName);
        expect(await c.countDocuments()).toBe(0);
        await c.insertOne({ _id: 'u1', email: 'ada@example.com' });
        await c.insertOne({ _id: 'u2', email: 'ada@example.com' });
        expect(await c.countDocuments()).toBe(2);
        expect(await other.countDocuments()).toBe(4);
        await store!.drop('never_created');
      });
    });

    describe('undefined values, index changes and bulk replacements', () => {
      it('leaves out fields holding undefined, in inserts, replacements and $set', async () => {
        const c = await seeded('undefined');
        await c.insertOne({ _id: 'a', n: 1, gone: undefined, sub: { kept: 1, gone: undefined } });
        await c.replaceOne({ _id: 'b' }, { _id: 'b', n: 2, gone: undefined }, { upsert: true });
        await c.updateOne({ _id: 'a' }, { $set: { n: 3, gone: undefined } });
        const [a, b] = await c.find({}, byId);
        expect(Object.keys(a!)).toEqual(['_id', 'n', 'sub']);
        expect(Object.keys(a!.sub as object)).toEqual(['kept']);
        expect(a!.n).toBe(3);
        expect(Object.keys(b!)).toEqual(['_id', 'n']);
        expect(await c.countDocuments({ gone: { $exists: true } })).toBe(0);
      });

      it('refuses an index of an existing name with other options; listIndexes tells, dropIndex lets it be rebuilt', async () => {
        const c = await usersCollection();
        await c.createIndex({ email: 1 });
        await c.createIndex({ email: 1 });
        expect(await c.listIndexes!()).toEqual([{ name: 'email_1', key: { email: 1 }, unique: false }]);
        const refused = await c.createIndex({ email: 1 }, { unique: true }).catch((error: { code: number }) => error);
        expect([85, 86]).toContain((refused as { code: number }).code);
        await c.dropIndex!('email_1');
        await c.createIndex({ email: 1 }, { unique: true });
        expect(await c.listIndexes!()).toEqual([{ name: 'email_1', key: { email: 1 }, unique: true }]);
        await expect(c.insertOne({ _id: 'u9', email: 'ada@example.com' })).rejects.toMatchObject({ code: 11000 });
        expect(await (await seeded('never_written')).listIndexes!()).toEqual([]);
      });

      it('compares a number field by _id as MongoDB does, whatever the field holds (conditional writes use it)', async () => {
        const c = await seeded('positions', [
          { _id: 'a', p: 5 },
          { _id: 'b' },
          { _id: 'c', p: '7' },
          { _id: 'd', p: [1, 9] },
          { _id: 'e', p: null },
          { _id: 'f', p: 6 },
        ]);
        const matches = async (condition: Record<string, unknown>) => {
          const hits: string[] = [];
          for (const id of ['a', 'b', 'c', 'd', 'e', 'f'])
            if (await c.findOne({ _id: id, p: condition })) hits.push(id);
          return hits;
        };
        expect(await matches({ $not: { $gte: 6 } })).toEqual(['a', 'b', 'c', 'e']);
        expect(await matches({ $lt: 6 })).toEqual(['a', 'd']);
        expect(await matches({ $gte: 6 })).toEqual(['d', 'f']);
        expect(await matches({ $not: { $lt: 6 } })).toEqual(['b', 'c', 'e', 'f']);
        const replaced = await c.replaceOne({ _id: 'a', p: { $not: { $gte: 6 } } }, { _id: 'a', p: 6 });
        expect(replaced).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
        await expect(
          c.replaceOne({ _id: 'a', p: { $not: { $gte: 6 } } }, { _id: 'a', p: 7 }, { upsert: true }),
        ).rejects.toMatchObject({ code: 11000 });
        expect(await c.findOne({ _id: 'a' })).toEqual({ _id: 'a', p: 6 });
      });

      it('bulkReplace applies in order and stops at the first failure', async () => {
        const c = await seeded('bulk', [{ _id: 'b', n: 1 }]);
        const refused = await c
          .bulkReplace!([
            { filter: { _id: 'a' }, replacement: { _id: 'a', n: 1 }, upsert: true },
            { filter: { _id: 'b', n: { $gt: 5 } }, replacement: { _id: 'b', n: 9 }, upsert: true },
            { filter: { _id: 'c' }, replacement: { _id: 'c', n: 1 }, upsert: true },
          ])
          .catch((error: { code: number }) => error);
        expect(refused).toMatchObject({ code: 11000 });
        expect(await c.find({}, byId)).toEqual([
          { _id: 'a', n: 1 },
          { _id: 'b', n: 1 },
        ]);
        await c.bulkReplace!([{ filter: { _id: 'b' }, replacement: { _id: 'b', n: 2 } }]);
        expect(await c.findOne({ _id: 'b' })).toEqual({ _id: 'b', n: 2 });
      });
    });

    describe('the projections lease', () => {
      it('has one holder at a time, renewed by it, taken over only once expired, given up on release', async () => {
        created.push(LEASES);
        let now = 1_000_000;
        const clock = () => now;
        const server = createProjectionLease({ readStore: store!, role: 'server', holder: 'a', ttlMs: 1000, now: clock });
        const other = createProjectionLease({ readStore: store!, role: 'server', holder: 'b', ttlMs: 1000, now: clock });
        expect(await server.tryAcquire()).toBe(true);
        expect(await other.tryAcquire()).toBe(false);
        now += 900;
        expect(await server.tryAcquire()).toBe(true);
        now += 900;
        expect(await other.tryAcquire()).toBe(false);
        expect(await other.current()).toMatchObject({ holder: 'a', expiresAt: 1_000_000 + 900 + 1000 });
        now += 200;
        expect(await other.tryAcquire()).toBe(true);
        expect(await server.tryAcquire()).toBe(false);
        await server.release();
        expect(await other.current()).toMatchObject({ holder: 'b' });
        await other.release();
        expect(await other.current()).toBeNull();
        expect(await server.tryAcquire()).toBe(true);
        await server.release();
      });
    });

    describe('two projection runners writing one read model', () => {
      const tick = (counter: string, type = 'Ticked') => ({
        id: randomUUID(),
        type,
        data: { counter },
        metadata: { actor: null, correlationId: 'c', causationId: null, at: '2026-11-23T10:00:00.000Z' },
      });

      it('lose no update and leave a removed document removed: every write is conditional on _position', async () => {
        const collection = `counters_${created.length + 1}_${Date.now()}`;
        created.push(collection, '_checkpoints', '_failed_events', '_tombstones');
        const counters: Projection = {
          name: collection,
          version: 1,
          collection,
          handles: ['Ticked', 'Removed'],
          documentId: (e) => (e.data as { counter: string }).counter,
          evolve: (doc, e) => (e.type === 'Removed' ? null : { _id: '', count: ((doc?.count as number) ?? 0) + 1 }),
        };
        const eventStore = openSqliteEventStore(':memory:');
        // Both write the same collections without a lease, as two processes would if the lease were not there.
        const runners = [1, 2].map(() =>
          createProjectionRunner({ eventStore, readStore: store!, projections: [counters], exclusive: false }),
        );
        try {
          for (const runner of runners) await runner.start();
          let revision = -1;
          const append = async (stream: string, events: ReturnType<typeof tick>[]) => {
            const { position } = await eventStore.append(stream, events, revision < 0 ? 'no_stream' : revision);
            revision += events.length;
            return position;
          };
          // Appends of 1 to 36 events, with turns of the event loop between, so the runners see other batches.
          for (let done = 0, size = 1; done < 600; done += size, size = (size * 7) % 37 || 1) {
            await append('c-x', Array.from({ length: Math.min(size, 600 - done) }, () => tick('x')));
            await yieldToLoop();
          }
          revision = -1;
          await append('c-y', [tick('y'), tick('y')]);
          await append('c-y', [tick('y', 'Removed')]);
          const head = await eventStore.headPosition();
          for (const runner of runners) await runner.waitFor(head, 20_000);
          const c = store!.collection(collection);
          expect(await c.find({})).toEqual([{ _id: 'x', count: 600, _position: 600 }]);
        } finally {
          for (const runner of runners) await runner.stop();
          await eventStore.close();
        }
      });
    });
  });
