/**
 * Image read models. `images`: one document per stored question image (owner, size, upload time), the sweep's
 * list of candidates; a removed image is deleted. `image_storage`: one document per owner with the bytes they
 * keep, what the storage quota is checked against.
 */
import type { ImageEvent } from '../../domain/image/image.decider';
import type { ProjectedDoc, Projection } from '../runtime/projection';
import { eventOf } from '../runtime/projection';

export interface ImageDoc extends ProjectedDoc {
  ownerId: string;
  fileName: string;
  /** The URL a quiz question refers to it by. */
  url: string;
  bytes: number;
  uploadedAt: string;
}

export interface ImageStorageDoc extends ProjectedDoc {
  bytes: number;
  images: number;
}

export const imageUrlOf = (fileName: string) => `/uploads/${fileName}`;

const IMAGE_EVENTS = ['QuestionImageUploaded', 'QuestionImageRemoved'] as const;

export const imagesProjection: Projection<ImageDoc> = {
  name: 'images',
  version: 1,
  collection: 'images',
  handles: IMAGE_EVENTS,
  documentId: (event) => (event.data as { imageId: string }).imageId,
  indexes: [{ keys: { ownerId: 1 } }, { keys: { uploadedAt: 1 } }],
  evolve: (doc, recorded) => {
    const event = eventOf<ImageEvent>(recorded);
    switch (event.type) {
      case 'QuestionImageUploaded': {
        const { imageId, ownerId, fileName, bytes, uploadedAt } = event.data;
        return { _id: imageId, ownerId, fileName, url: imageUrlOf(fileName), bytes, uploadedAt };
      }
      case 'QuestionImageRemoved':
        return null;
      default:
        return doc;
    }
  },
};

export const imageStorageProjection: Projection<ImageStorageDoc> = {
  name: 'image_storage',
  version: 1,
  collection: 'image_storage',
  handles: IMAGE_EVENTS,
  documentId: (event) => (event.data as { ownerId: string }).ownerId,
  evolve: (doc, recorded) => {
    const event = eventOf<ImageEvent>(recorded);
    const current = doc ?? { _id: event.data.ownerId, bytes: 0, images: 0 };
    switch (event.type) {
      case 'QuestionImageUploaded':
        return { ...current, bytes: current.bytes + event.data.bytes, images: current.images + 1 };
      case 'QuestionImageRemoved':
        return {
          ...current,
          bytes: Math.max(0, current.bytes - event.data.bytes),
          images: Math.max(0, current.images - 1),
        };
      default:
        return doc;
    }
  },
};
