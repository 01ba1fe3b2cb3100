/**
 * Question images (`image-{id}`): an upload is recorded with its owner, real type, size and digest. The type is
 * decided by the file's first bytes (its magic number), never by its name or the type the client declares.
 */
import type { CommandMetadata, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';

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

export type ImageEvent = {
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
};

export type Image = { status: 'none' } | { status: 'stored'; ownerId: string; fileName: string };

export type ImageCommand = {
  type: 'RecordImageUpload';
  data: { imageId: string; ownerId: string; extension: ImageExtension; bytes: number; sha256: string };
  metadata: CommandMetadata;
};

export const imageDecider: Decider<ImageCommand, ImageEvent, Image> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => ({ status: 'stored', ownerId: event.data.ownerId, fileName: event.data.fileName }),
  decide: (command, state) => {
    if (state.status !== 'none') throw DomainError.conflict('upload.exists', 'This image was already recorded');
    const { imageId, ownerId, extension, bytes, sha256 } = command.data;
    if (bytes > IMAGE_MAX_BYTES) throw DomainError.tooLarge('upload.imageTooLarge', 'Image must be less than 5MB');
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
          uploadedAt: command.metadata.now,
        },
      },
    ];
  },
};
