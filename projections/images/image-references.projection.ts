/**
 * Which uploaded images each quiz uses (`image_references`, one document per quiz): the images its current version
 * shows, and the ones it stopped showing with the time it did (an edit that dropped them, or the quiz's deletion).
 * An image is an orphan once no quiz shows it and none stopped showing it within the grace period, so an image
 * taken out of a quiz by mistake can be put back for a while.
 */
import type { QuizEvent } from '../../domain/quiz/quiz.decider';
import type { ProjectedDoc, Projection } from '../runtime/projection';
import { eventOf } from '../runtime/projection';

export interface ImageReferencesDoc extends ProjectedDoc {
  ownerId: string;
  /** URLs (`/uploads/<id>.<ext>`) the quiz's current version shows. */
  images: string[];
  /** URLs it showed before, with the time it stopped. */
  released: { url: string; at: string }[];
}

const imagesOf = (questions: { imageUrl: string | null }[]) => [
  ...new Set(questions.flatMap((q) => (q.imageUrl ? [q.imageUrl] : []))),
];

/** The document after the quiz shows `next` from `at` on. Null when it neither shows nor showed any image. */
const showing = (doc: ImageReferencesDoc, next: string[], at: string): ImageReferencesDoc | null => {
  const dropped = doc.images.filter((url) => !next.includes(url)).map((url) => ({ url, at }));
  const released = doc.released.filter((r) => !next.includes(r.url));
  const updated = { ...doc, images: next, released: [...released, ...dropped] };
  return updated.images.length || updated.released.length ? updated : null;
};

export const imageReferencesProjection: Projection<ImageReferencesDoc> = {
  name: 'image_references',
  version: 1,
  collection: 'image_references',
  handles: ['QuizCreated', 'QuizUpdated', 'QuizDeleted'],
  documentId: (event) => (event.data as { quizId: string }).quizId,
  indexes: [{ keys: { images: 1 } }, { keys: { 'released.url': 1 } }],
  evolve: (doc, recorded) => {
    const event = eventOf<QuizEvent>(recorded);
    const current = doc ?? { _id: event.data.quizId, ownerId: event.data.ownerId, images: [], released: [] };
    switch (event.type) {
      case 'QuizCreated':
        return showing(current, imagesOf(event.data.questions), event.data.createdAt);
      case 'QuizUpdated':
        return showing(current, imagesOf(event.data.questions), event.data.updatedAt);
      case 'QuizDeleted':
        return showing(current, [], event.data.deletedAt);
      default:
        return doc;
    }
  },
};
