/**
 * A read model's digest (domain/audit/read-model-digest.ts): the same documents give the same digest whatever key
 * order or `_position` a store keeps; any other change gives another.
 */
import { describe, expect, it } from 'vitest';
import { compareReadModels, createReadModelDigest, idOrder } from '../../domain/audit/read-model-digest';

const digestOf = (docs: Record<string, unknown>[]) => {
  const digest = createReadModelDigest();
  [...docs].sort(idOrder).forEach((doc) => digest.add(doc));
  return digest.finish();
};

describe('A read model digest', () => {
  const docs = [
    { _id: 'b', title: 'Two', tags: ['x'], at: new Date('2026-01-01T00:00:00Z'), _position: 7 },
    { _id: 'a', title: 'One', nested: { y: 1, x: 2 }, _position: 3 },
  ];

  it('does not depend on document order, key order or _position', () => {
    const reordered = [
      { nested: { x: 2, y: 1 }, title: 'One', _id: 'a', _position: 99 },
      { _position: 1, at: '2026-01-01T00:00:00.000Z', tags: ['x'], title: 'Two', _id: 'b' },
    ];
    expect(digestOf(reordered)).toEqual(digestOf(docs));
    expect(digestOf(docs).documents).toBe(2);
  });

  it('changes with any field, and with a missing document', () => {
    const hash = digestOf(docs).hash;
    expect(digestOf([{ ...docs[0]!, title: 'Three' }, docs[1]!]).hash).not.toBe(hash);
    expect(digestOf([docs[0]!]).hash).not.toBe(hash);
  });

  it('compares per model, and a model with nothing live is not equal', () => {
    const rebuilt = [
      { name: 'quizzes', collection: 'quizzes', documents: 2, hash: 'h' },
      { name: 'users', collection: 'users', documents: 1, hash: 'u' },
    ];
    const live = [
      { name: 'quizzes', collection: 'quizzes', documents: 2, hash: 'other' },
      { name: 'users', collection: 'users', documents: 1, hash: 'u' },
    ];
    expect(compareReadModels(live, rebuilt).map((m) => [m.name, m.equal])).toEqual([
      ['quizzes', false],
      ['users', true],
    ]);
    expect(compareReadModels(null, rebuilt).every((m) => !m.equal && m.live === null)).toBe(true);
  });
});
