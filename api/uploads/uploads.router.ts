/** Uploaded images, served with their real type, nosniff, a locked-down CSP and long caching (names never change). */
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';

const fileName = z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|gif|webp)$/);

export const uploadsRouter = (ctx: ApiContext) => {
  const router = Router();
  router.get('/:name', async (req, res) => {
    const name = fileName.safeParse(req.params.name);
    const image = name.success ? await ctx.commands.images.open(name.data) : null;
    if (!image) return void res.status(404).type('text').send('Not found');
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Content-Length', String(image.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    image.stream.pipe(res);
  });
  return router;
};
