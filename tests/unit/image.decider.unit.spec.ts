import { describe, expect, it } from 'vitest';
import type { StorageAllowance } from '../../domain/image/image-storage';
import { formatBytes } from '../../domain/image/image-storage';
import type { ImageCommand, ImageEvent } from '../../domain/image/image.decider';
import { imageDecider } from '../../domain/image/image.decider';
import { DomainError } from '../../domain/shared/errors';
import { deciderSpec } from '../support/given-when-then';

const given = deciderSpec(imageDecider);
const now = '2026-11-22T10:00:00.000Z';
const metadata = { now, actor: 'owner-1', correlationId: 'req-1' };
const MiB = 1024 * 1024;
const imageId = '0b7c3f5e-9d1a-4e55-9a57-3f1f2b0c7d11';
const free = (usedBytes: number): StorageAllowance => ({ plan: 'free', limit: 50 * MiB, usedBytes });

const record = (bytes: number, storage: StorageAllowance = free(0)): ImageCommand => ({
  type: 'RecordImageUpload',
  data: { imageId, ownerId: 'owner-1', extension: 'png', bytes, sha256: 'abc', storage },
  metadata,
});
const uploaded = (bytes = 1000): ImageEvent => ({
  type: 'QuestionImageUploaded',
  data: {
    imageId,
    ownerId: 'owner-1',
    fileName: `${imageId}.png`,
    contentType: 'image/png',
    bytes,
    sha256: 'abc',
    uploadedAt: now,
  },
});
const remove: ImageCommand = { type: 'RemoveImage', data: { imageId, reason: 'orphaned' }, metadata };
const removed = (bytes = 1000): ImageEvent => ({
  type: 'QuestionImageRemoved',
  data: { imageId, ownerId: 'owner-1', fileName: `${imageId}.png`, bytes, reason: 'orphaned', removedAt: now },
});

describe('Recording an uploaded image within the storage quota', () => {
  it('records an image that fits', () =>
    given([])
      .when(record(1000, free(50 * MiB - 1000)))
      .then([uploaded(1000)]));
  it('refuses one byte past the plan’s storage with PLAN_LIMIT, reason storage', () => {
    const run = () => imageDecider.decide(record(1001, free(50 * MiB - 1000)), imageDecider.initialState());
    expect(run).toThrow(DomainError);
    try {
      run();
    } catch (error) {
      expect(error).toMatchObject({
        kind: 'forbidden',
        code: 'PLAN_LIMIT',
        details: { reason: 'storage' },
        params: { plan: 'free', limit: '50 MB', left: '1000 B' },
      });
    }
  });
  it('has no quota on an unlimited plan', () =>
    given([])
      .when(record(5 * MiB, { plan: 'enterprise', limit: 'unlimited', usedBytes: 10 * 1024 * MiB }))
      .then([uploaded(5 * MiB)]));
  it('refuses an image over 5 MB and a second record of the same image', () => {
    given([])
      .when(record(5 * MiB + 1))
      .thenThrows('upload.imageTooLarge');
    given([uploaded()]).when(record(1000)).thenThrows('upload.exists');
  });
});

describe('Removing an image no quiz uses', () => {
  it('records the removal with the bytes it frees', () =>
    given([uploaded(1234)])
      .when(remove)
      .then([removed(1234)]));
  it('is a no-op once removed, or for an image never stored', () => {
    given([uploaded(), removed()]).when(remove).then([]);
    given([]).when(remove).then([]);
  });
});

describe('Byte sizes in messages', () => {
  it('reads as people write them', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(50 * MiB)).toBe('50 MB');
    expect(formatBytes(1024 * MiB)).toBe('1 GB');
    expect(formatBytes(5 * 1024 * MiB)).toBe('5 GB');
  });
});
