/**
 * Question image uploads: the first bytes decide the type (JPEG, PNG, GIF, WebP); the bytes stream into the blob
 * store under a random name and stop at 5,242,880; the upload is recorded as an event only once stored.
 */
import { randomUUID } from 'node:crypto';
import type { ImageExtension } from '../../domain/image/image.decider';
import { IMAGE_MAX_BYTES, imageDecider, imageTypes, sniffImageType } from '../../domain/image/image.decider';
import type { CommandMetadata } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/errors';
import { foldStream, handleCommand } from '../handle-command';
import type { BlobStore, Clock, EventStore } from '../ports';
import { BlobTooLargeError } from '../ports';

const HEAD_BYTES = 12;

/** Reads the first `size` bytes of a stream and gives back a stream of all of it, head included. */
const peekHead = async (source: AsyncIterable<Uint8Array>, size: number) => {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const { value, done } = await iterator.next();
    if (done) break;
    chunks.push(Buffer.from(value));
    length += value.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    if (head.length) yield head;
    for (;;) {
      const { value, done } = await iterator.next();
      if (done) return;
      yield value;
    }
  }
  return { head, all: all() };
};

export const imageStream = (imageId: string) => `image-${imageId}`;
const UPLOAD_NAME = /^([0-9a-f-]{36})\.(jpg|png|gif|webp)$/;

/** The image id and extension of an uploaded image's URL (`/uploads/<id>.<ext>`), or null. */
export const uploadedImageOf = (url: string) => {
  const match = url.replace(/^\/uploads\//, '').match(UPLOAD_NAME);
  return match ? { imageId: match[1]!, extension: match[2] as ImageExtension } : null;
};

export const imageCommands = ({
  eventStore,
  blobs,
  clock,
}: {
  eventStore: EventStore;
  blobs: BlobStore;
  clock: Clock;
}) => ({
  upload: async (ownerId: string, source: AsyncIterable<Uint8Array>, meta: Omit<CommandMetadata, 'now'>) => {
    const { head, all } = await peekHead(source, HEAD_BYTES);
    if (head.length === 0) throw DomainError.validation('upload.imageRequired', 'Choose an image to upload');
    const extension = sniffImageType(head);
    if (!extension)
      throw DomainError.unsupportedMediaType(
        'upload.invalidImageType',
        'Invalid file type. Only JPG, PNG, GIF, and WebP are allowed',
      );
    const imageId = randomUUID();
    const fileName = `${imageId}.${extension}`;
    let stored: { bytes: number; sha256: string };
    try {
      stored = await blobs.put(fileName, all, { maxBytes: IMAGE_MAX_BYTES });
    } catch (error) {
      if (error instanceof BlobTooLargeError)
        throw DomainError.tooLarge('upload.imageTooLarge', 'Image must be less than 5MB');
      throw error;
    }
    try {
      const result = await handleCommand(eventStore, imageStream(imageId), imageDecider, {
        type: 'RecordImageUpload',
        data: { imageId, ownerId, extension, ...stored },
        metadata: { ...meta, now: clock.now().toISOString() },
      });
      return { imageUrl: `/uploads/${fileName}`, position: result.position };
    } catch (error) {
      await blobs.remove(fileName);
      throw error;
    }
  },

  /** True when the URL names an image this owner uploaded. */
  ownsImage: async (ownerId: string, url: string) => {
    const image = uploadedImageOf(url);
    if (!image) return false;
    const state = foldStream(imageDecider, await eventStore.read(imageStream(image.imageId)));
    return (
      state.status === 'stored' && state.ownerId === ownerId && state.fileName === `${image.imageId}.${image.extension}`
    );
  },

  /** A stored image's bytes and real type, for serving; null for anything that is not an uploaded image. */
  open: async (fileName: string) => {
    const image = uploadedImageOf(fileName);
    if (!image) return null;
    const blob = await blobs.open(fileName);
    return blob && { ...blob, contentType: imageTypes[image.extension] };
  },
});

export type ImageCommands = ReturnType<typeof imageCommands>;
