/** The content library: one document per live source, with what its card, search, filters and sorting need. */
import type { ContentEvent, SourceMetadata, SourceType } from '../../domain/content/content.decider';
import type { ContentLanguage } from '../../domain/content/content.types';
import type { ProjectedDoc, Projection } from '../runtime/projection';
import { eventOf } from '../runtime/projection';

export const PREVIEW_LENGTH = 150;

export interface LibraryDoc extends ProjectedDoc {
  ownerId: string;
  title: string;
  sourceType: SourceType;
  processedContent: string;
  preview: string;
  wordCount: number;
  characterCount: number;
  language: ContentLanguage | null;
  languageConfidence: number | null;
  tags: string[];
  sourceMetadata: SourceMetadata;
  status: 'processing' | 'completed' | 'failed';
  usageCount: number;
  createdAt: string;
  updatedAt: string;
  lastUsedAt: string | null;
}

export const libraryProjection: Projection<LibraryDoc> = {
  name: 'library',
  version: 1,
  collection: 'library',
  handles: [
    'ContentAdded',
    'ContentProcessed',
    'ContentProcessingFailed',
    'ContentUsed',
    'ContentEdited',
    'ContentDeleted',
  ],
  documentId: (event) => (event.data as { contentId: string }).contentId,
  indexes: [{ keys: { ownerId: 1 } }],
  evolve: (doc, recorded) => {
    const event = eventOf<ContentEvent>(recorded);
    if (event.type === 'ContentAdded') {
      const d = event.data;
      return {
        _id: d.contentId,
        ownerId: d.ownerId,
        title: d.title,
        sourceType: d.sourceType,
        processedContent: d.processedContent,
        preview: d.processedContent.slice(0, PREVIEW_LENGTH),
        wordCount: d.wordCount,
        characterCount: d.characterCount,
        language: null,
        languageConfidence: null,
        tags: [],
        sourceMetadata: d.sourceMetadata,
        status: 'processing',
        usageCount: 0,
        createdAt: d.addedAt,
        updatedAt: d.addedAt,
        lastUsedAt: null,
      };
    }
    if (!doc) return doc;
    switch (event.type) {
      case 'ContentProcessed':
        return {
          ...doc,
          status: 'completed',
          language: event.data.language,
          languageConfidence: event.data.languageConfidence,
          tags: event.data.keywords,
          updatedAt: event.data.processedAt,
        };
      case 'ContentProcessingFailed':
        return { ...doc, status: 'failed', updatedAt: event.data.failedAt };
      case 'ContentUsed':
        return { ...doc, usageCount: doc.usageCount + 1, lastUsedAt: event.data.usedAt };
      case 'ContentEdited':
        return { ...doc, title: event.data.title, tags: event.data.tags, updatedAt: event.data.editedAt };
      case 'ContentDeleted':
        return null;
      default:
        return doc;
    }
  },
};
