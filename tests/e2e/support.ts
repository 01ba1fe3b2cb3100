/**
 * What the browser specs share: unique names, the phone they emulate, a test image, and a host account made through
 * the API (the specs that test signing up do it through the pages).
 */
import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A 360 × 640 touch phone. */
export const phone = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true } as const;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A grey PNG of the given size. */
export const pngOf = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7c)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A new host account registered through the API: its details and session token. */
export const registerHost = async (page: Page) => {
  const id = unique();
  const account = { username: `host_${id}`, email: `host.${id}@example.com`, password: 'first-Password-1' };
  const registered = await page.request.post('/api/auth/register', { data: account });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = ((await registered.json()) as { data: { token: string } }).data.token;
  return { id, account, token };
};

/** A question image uploaded by the host: its URL. */
export const uploadImage = async (page: Page, token: string, buffer: Buffer) => {
  const uploaded = await page.request.post('/api/quizzes/upload-question-image', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { image: { name: 'tower.png', mimeType: 'image/png', buffer } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return ((await uploaded.json()) as { data: { imageUrl: string } }).data.imageUrl;
};
