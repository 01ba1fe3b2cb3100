/**
 * Question image uploads: the first bytes decide the type (JPEG, PNG, GIF, WebP); the bytes stream into a staged
 * blob and stop at 5,242,880; the upload is recorded as an event within the owner's storage quota, and only then
 * does the file take its name. Images no quiz uses are removed after a grace period (`sweepOrphans`).
 */
import { randomUUID } from 'node:crypto';
import type { StorageAllowance } from '../../domain/image/image-storage';
import { assertStorageAllows } from '../../domain/image/image-storage';
import type { ImageExtension } from '../../domain/image/image.decider';
import { IMAGE_MAX_BYTES, imageDecider, imageTypes, sniffImageType } from '../../domain/image/image.decider';
import type { Plan, PlanLimits } from '../../domain/plans/plans';
import { planOf } from '../../domain/plans/plans';
import type { CommandMetadata } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/errors';
import { foldStream, handleCommand } from '../handle-command';
import type { AccountReader, BlobStore, Clock, EventStore, ImageReader } from '../ports';
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

/** Runs tasks with the same key one after another (an owner's quota check and record), others in parallel. */
const serializedByKey = () => {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => tails.get(key) === tail && tails.delete(key));
    return run;
  };
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
  accounts,
  limits,
  images,
}: {
  eventStore: EventStore;
  blobs: BlobStore;
  clock: Clock;
  accounts: Pick<AccountReader, 'planOf'>;
  limits: Record<Plan, PlanLimits>;
  images: ImageReader;
}) => {
  const oneAtATime = serializedByKey();
  const allowanceOf = async (ownerId: string, plan: Plan): Promise<StorageAllowance> => ({
    plan,
    limit: limits[plan].storageBytes,
    usedBytes: await images.usedBytes(ownerId),
  });

  return {
    /**
     * Stores an uploaded image. Refused before reading any of it when the owner's storage is already full; checked
     * again with the exact size once read. Answers its URL and the position of the event.
     */
    upload: async (ownerId: string, source: AsyncIterable<Uint8Array>, meta: Omit<CommandMetadata, 'now'>) => {
      const plan = planOf(await accounts.planOf(ownerId));
      assertStorageAllows(await allowanceOf(ownerId, plan), 1);
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
      const staged = await blobs.stage(all, { maxBytes: IMAGE_MAX_BYTES }).catch((error: unknown) => {
        if (error instanceof BlobTooLargeError)
          throw DomainError.tooLarge('upload.imageTooLarge', 'Image must be less than 5MB');
        throw error;
      });
      // One owner's uploads are checked and recorded one at a time, each seen by the next (read-your-writes), so
      // uploads racing at the quota cannot together go past it.
      const record = () =>
        oneAtATime(ownerId, async () => {
          const { position } = await handleCommand(eventStore, imageStream(imageId), imageDecider, {
            type: 'RecordImageUpload',
            data: {
              imageId,
              ownerId,
              extension,
              bytes: staged.bytes,
              sha256: staged.sha256,
              storage: await allowanceOf(ownerId, plan),
            },
            metadata: { ...meta, now: clock.now().toISOString() },
          });
          if (position !== null) await images.caughtUp(position);
          return position;
        });
      let position: number | null;
      try {
        position = await record();
      } catch (error) {
        await staged.discard();
        throw error;
      }
      try {
        await staged.commit(fileName);
      } catch (error) {
        await staged.discard();
        await handleCommand(eventStore, imageStream(imageId), imageDecider, {
          type: 'RemoveImage',
          data: { imageId, reason: 'notStored' },
          metadata: { ...meta, now: clock.now().toISOString() },
        });
        throw error;
      }
      return { imageUrl: `/uploads/${fileName}`, position };
    },

    /** True when the URL names an image this owner uploaded (and that was not removed since). */
    ownsImage: async (ownerId: string, url: string) => {
      const image = uploadedImageOf(url);
      if (!image) return false;
      const state = foldStream(imageDecider, await eventStore.read(imageStream(image.imageId)));
      return (
        state.status === 'stored' &&
        state.ownerId === ownerId &&
        state.fileName === `${image.imageId}.${image.extension}`
      );
    },

    /** A stored image's bytes and real type, for serving; null for anything that is not an uploaded image. */
    open: async (fileName: string) => {
      const image = uploadedImageOf(fileName);
      if (!image) return null;
      const blob = await blobs.open(fileName);
      return blob && { ...blob, contentType: imageTypes[image.extension] };
    },

    /**
     * Removes every image uploaded more than `graceMs` before `asOf` that no quiz shows and none stopped showing
     * within the grace period: its file, then a `QuestionImageRemoved` event (should the event fail, the next sweep
     * finds the image again). Answers how many were removed.
     */
    sweepOrphans: async (graceMs: number, asOf: Date = clock.now()) => {
      const correlationId = randomUUID();
      let removed = 0;
      for await (const orphan of images.orphansBefore(new Date(asOf.getTime() - graceMs))) {
        await blobs.remove(orphan.fileName);
        const { events } = await handleCommand(eventStore, imageStream(orphan.imageId), imageDecider, {
          type: 'RemoveImage',
          data: { imageId: orphan.imageId, reason: 'orphaned' },
          metadata: { actor: null, correlationId, now: clock.now().toISOString() },
        });
        removed += events.length;
      }
      return { removed };
    },
  };
};

export type ImageCommands = ReturnType<typeof imageCommands>;
