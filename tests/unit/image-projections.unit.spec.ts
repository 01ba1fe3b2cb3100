import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../commands/ports';
import type { ImageReferencesDoc } from '../../projections/images/image-references.projection';
import { imageReferencesProjection } from '../../projections/images/image-references.projection';
import type { ImageStorageDoc } from '../../projections/images/images.projection';
import { imageStorageProjection } from '../../projections/images/images.projection';

let position = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: `e${++position}`,
  stream: 'any',
  revision: 0,
  position,
  type,
  data,
  metadata: { actor: null, correlationId: 'c', causationId: null, at: '' },
  createdAt: '',
});
const quizEvent = (type: string, at: string, images: (string | null)[]) =>
  recorded(type, {
    quizId: 'q1',
    ownerId: 'u1',
    questions: images.map((imageUrl) => ({ imageUrl })),
    createdAt: at,
    updatedAt: at,
    deletedAt: at,
  });
const fold = <D>(projection: { evolve: (doc: D | null, e: RecordedEvent) => D | null }, events: RecordedEvent[]) =>
  events.reduce<D | null>((doc, e) => projection.evolve(doc, e), null);

const A = '/uploads/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.png';
const B = '/uploads/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb.jpg';

describe('Which images a quiz shows, and since when it stopped', () => {
  it('lists the images of its questions once each', () =>
    expect(fold(imageReferencesProjection, [quizEvent('QuizCreated', 't1', [A, null, A, B])])).toMatchObject({
      images: [A, B],
      released: [],
    }));
  it('remembers when an edit dropped an image, and forgets it when the image comes back', () => {
    const dropped = fold<ImageReferencesDoc>(imageReferencesProjection, [
      quizEvent('QuizCreated', 't1', [A, B]),
      quizEvent('QuizUpdated', 't2', [B]),
    ]);
    expect(dropped).toMatchObject({ images: [B], released: [{ url: A, at: 't2' }] });
    expect(imageReferencesProjection.evolve(dropped, quizEvent('QuizUpdated', 't3', [A, B]))).toMatchObject({
      images: [A, B],
      released: [],
    });
  });
  it('releases every image when the quiz is deleted, and keeps nothing for a quiz without images', () => {
    expect(
      fold(imageReferencesProjection, [quizEvent('QuizCreated', 't1', [A]), quizEvent('QuizDeleted', 't4', [])]),
    ).toMatchObject({ images: [], released: [{ url: A, at: 't4' }] });
    expect(fold(imageReferencesProjection, [quizEvent('QuizCreated', 't1', [null])])).toBeNull();
  });
});

describe('Storage kept per owner', () => {
  const image = (type: string, bytes: number) => recorded(type, { imageId: 'i', ownerId: 'u1', bytes });
  it('adds uploads and takes removed images off', () =>
    expect(
      fold<ImageStorageDoc>(imageStorageProjection, [
        image('QuestionImageUploaded', 1000),
        image('QuestionImageUploaded', 500),
        image('QuestionImageRemoved', 1000),
      ]),
    ).toMatchObject({ _id: 'u1', bytes: 500, images: 1 }));
});
