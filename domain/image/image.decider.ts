/**
 * Question images (`image-{id}`): an upload is recorded with its owner, real type, size and digest, within the
 * owner's storage quota; an image no quiz uses any more is removed after a grace period. The type is decided by the
 * file's first bytes (its magic number), never by its name or the type the client declares.
 */
import type { CommandMetadata, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { StorageAllowance } from './image-storage';
import { assertStorageAllows } from './image-storage';

export const IMAGE_MAX_BYTES = 5_242_880;

export const imageTypes = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type ImageExtension = keyof typeof imageTypes;

const startsWith = (head: Uint8Array, bytes: number[], offset = 0) => bytes.every((b, i) => head[offset + i] === b);

/** The image type of a file's first 12 bytes, or null when it is none of JPEG, PNG, GIF and WebP. */
export const sniffImageType = (head: Uint8Array): ImageExtension | null => {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61)
    return 'gif';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
};

/** `orphaned`: no quiz used it for the grace period; `notStored`: recorded, but its file could not be kept. */
export type ImageRemovalReason = 'orphaned' | 'notStored';

export type ImageEvent =
  | {
      type: 'QuestionImageUploaded';
      data: {
        imageId: string;
        ownerId: string;
        fileName: string;
        contentType: string;
        bytes: number;
        sha256: string;
        uploadedAt: string;
      };
    }
  | {
      type: 'QuestionImageRemoved';
      data: {
        imageId: string;
        ownerId: string;
        fileName: string;
        bytes: number;
        reason: ImageRemovalReason;
        removedAt: string;
      };
    };

export type Image =
  | { status: 'none' }
  | { status: 'stored'; ownerId: string; fileName: string; bytes: number }
  | { status: 'removed'; ownerId: string; fileName: string };

export type ImageCommand =
  | {
      type: 'RecordImageUpload';
      data: {
        imageId: string;
        ownerId: string;
        extension: ImageExtension;
        bytes: number;
        sha256: string;
        /** The owner's plan and what they keep now, read just before. */
        storage: StorageAllowance;
      };
      metadata: CommandMetadata;
    }
  | { type: 'RemoveImage'; data: { imageId: string; reason: ImageRemovalReason }; metadata: CommandMetadata };

export const imageDecider: Decider<ImageCommand, ImageEvent, Image> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'QuestionImageUploaded': {
        const { ownerId, fileName, bytes } = event.data;
        return { status: 'stored', ownerId, fileName, bytes };
      }
      case 'QuestionImageRemoved':
        return { status: 'removed', ownerId: event.data.ownerId, fileName: event.data.fileName };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    const { now } = command.metadata;
    switch (command.type) {
      case 'RecordImageUpload': {
        if (state.status !== 'none') throw DomainError.conflict('upload.exists', 'This image was already recorded');
        const { imageId, ownerId, extension, bytes, sha256, storage } = command.data;
        if (bytes > IMAGE_MAX_BYTES) throw DomainError.tooLarge('upload.imageTooLarge', 'Image must be less than 5MB');
        assertStorageAllows(storage, bytes);
        return [
          {
            type: 'QuestionImageUploaded',
            data: {
              imageId,
              ownerId,
              fileName: `${imageId}.${extension}`,
              contentType: imageTypes[extension],
              bytes,
              sha256,
              uploadedAt: now,
            },
          },
        ];
      }
      case 'RemoveImage': {
        if (state.status !== 'stored') return [];
        const { imageId, reason } = command.data;
        const { ownerId, fileName, bytes } = state;
        return [{ type: 'QuestionImageRemoved', data: { imageId, ownerId, fileName, bytes, reason, removedAt: now } }];
      }
      default: {
        const unexpected: never = command;
        throw new Error(`unknown command ${String(unexpected)}`);
      }
    }
  },
};
