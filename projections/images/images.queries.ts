/** Queries over the image read models: storage used per owner, and images no quiz uses (the ImageReader port). */
import type { ImageReader, OrphanImage, ReadStore } from '../../commands/ports';
import type { ImageReferencesDoc } from './image-references.projection';
import type { ImageDoc, ImageStorageDoc } from './images.projection';

const PAGE = 200;

export const imageQueries = (readStore: ReadStore): Omit<ImageReader, 'caughtUp'> => {
  const images = readStore.collection<ImageDoc>('images');
  const storage = readStore.collection<ImageStorageDoc>('image_storage');
  const references = readStore.collection<ImageReferencesDoc>('image_references');

  /** The URLs of `urls` some quiz shows, or stopped showing at or after `since`. */
  const stillReferenced = async (urls: string[], since: string) => {
    const docs = await references.find({
      $or: [{ images: { $in: urls } }, { released: { $elemMatch: { url: { $in: urls }, at: { $gte: since } } } }],
    });
    return new Set(
      docs.flatMap((doc) => [...doc.images, ...doc.released.filter((r) => r.at >= since).map((r) => r.url)]),
    );
  };

  return {
    usedBytes: async (ownerId) => (await storage.findOne({ _id: ownerId }))?.bytes ?? 0,

    orphansBefore: async function* (cutoff): AsyncGenerator<OrphanImage> {
      const since = cutoff.toISOString();
      let after = '';
      for (;;) {
        const page = await images.find(
          { uploadedAt: { $lt: since }, _id: { $gt: after } },
          { sort: { _id: 1 }, limit: PAGE },
        );
        if (page.length === 0) return;
        const used = await stillReferenced(
          page.map((doc) => doc.url),
          since,
        );
        for (const doc of page)
          if (!used.has(doc.url)) yield { imageId: doc._id, ownerId: doc.ownerId, fileName: doc.fileName };
        after = page.at(-1)!._id;
      }
    },
  };
};
