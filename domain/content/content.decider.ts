/**
 * A library source (`content-{id}`): added (processing), processed (completed, with language and keywords) or
 * failed, used by quizzes, edited (title, tags), deleted. Private to its owner: anyone else is told it does not exist.
 */
import type { CommandMetadata, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { ContentLanguage } from './content.types';

export const SOURCE_TYPES = ['text', 'pdf', 'url'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export interface SourceMetadata {
  fileName?: string | null;
  url?: string | null;
  title?: string | null;
  pages?: number | null;
  siteName?: string | null;
}

export type ContentEvent =
  | {
      type: 'ContentAdded';
      data: {
        contentId: string;
        ownerId: string;
        title: string;
        sourceType: SourceType;
        processedContent: string;
        wordCount: number;
        characterCount: number;
        sourceMetadata: SourceMetadata;
        addedAt: string;
      };
    }
  | {
      type: 'ContentProcessed';
      data: {
        contentId: string;
        ownerId: string;
        language: ContentLanguage;
        languageConfidence: number;
        keywords: string[];
        processedAt: string;
      };
    }
  | { type: 'ContentProcessingFailed'; data: { contentId: string; ownerId: string; reason: string; failedAt: string } }
  | { type: 'ContentUsed'; data: { contentId: string; ownerId: string; quizId: string; usedAt: string } }
  | {
      type: 'ContentEdited';
      data: { contentId: string; ownerId: string; title: string; tags: string[]; editedAt: string };
    }
  | { type: 'ContentDeleted'; data: { contentId: string; ownerId: string; wordCount: number; deletedAt: string } };

export type Content =
  | { status: 'none' }
  | {
      status: 'processing' | 'completed' | 'failed';
      contentId: string;
      ownerId: string;
      title: string;
      sourceType: SourceType;
      text: string;
      wordCount: number;
      language: ContentLanguage | null;
      tags: string[];
    }
  | { status: 'deleted'; contentId: string; ownerId: string };

type Meta = { metadata: CommandMetadata };
export type ContentCommand =
  | ({ type: 'AddContent'; data: Omit<Extract<ContentEvent, { type: 'ContentAdded' }>['data'], 'addedAt'> } & Meta)
  | ({
      type: 'RecordProcessing';
      data: { language: ContentLanguage; languageConfidence: number; keywords: string[] };
    } & Meta)
  | ({ type: 'RecordProcessingFailure'; data: { reason: string } } & Meta)
  | ({ type: 'RecordUse'; data: { actorId: string; quizId: string } } & Meta)
  /** A partial edit: a field left out keeps its value. */
  | ({ type: 'EditContent'; data: { actorId: string; title?: string; tags?: string[] } } & Meta)
  | ({ type: 'DeleteContent'; data: { actorId: string } } & Meta);

export const evolveContent = (state: Content, event: ContentEvent): Content => {
  switch (event.type) {
    case 'ContentAdded': {
      const { contentId, ownerId, title, sourceType, processedContent, wordCount } = event.data;
      return {
        status: 'processing',
        contentId,
        ownerId,
        title,
        sourceType,
        text: processedContent,
        wordCount,
        language: null,
        tags: [],
      };
    }
    case 'ContentProcessed':
      return state.status === 'processing'
        ? { ...state, status: 'completed', language: event.data.language, tags: event.data.keywords }
        : state;
    case 'ContentProcessingFailed':
      return state.status === 'processing' ? { ...state, status: 'failed' } : state;
    case 'ContentEdited':
      return state.status === 'none' || state.status === 'deleted'
        ? state
        : { ...state, title: event.data.title, tags: event.data.tags };
    case 'ContentDeleted':
      return { status: 'deleted', contentId: event.data.contentId, ownerId: event.data.ownerId };
    default:
      return state;
  }
};

const notFound = () => DomainError.notFound('content.notFound', 'Content not found');

const owned = (state: Content, actorId: string) => {
  if (state.status === 'none' || state.status === 'deleted' || state.ownerId !== actorId) throw notFound();
  return state;
};

export const decideContent = (command: ContentCommand, state: Content): ContentEvent[] => {
  const { now } = command.metadata;
  switch (command.type) {
    case 'AddContent':
      if (state.status !== 'none') throw DomainError.conflict('content.exists', 'This content already exists');
      return [{ type: 'ContentAdded', data: { ...command.data, addedAt: now } }];
    case 'RecordProcessing': {
      if (state.status !== 'processing') return [];
      const { contentId, ownerId } = state;
      return [{ type: 'ContentProcessed', data: { contentId, ownerId, ...command.data, processedAt: now } }];
    }
    case 'RecordProcessingFailure': {
      if (state.status !== 'processing') return [];
      const { contentId, ownerId } = state;
      return [
        { type: 'ContentProcessingFailed', data: { contentId, ownerId, reason: command.data.reason, failedAt: now } },
      ];
    }
    case 'RecordUse': {
      const content = owned(state, command.data.actorId);
      return [
        {
          type: 'ContentUsed',
          data: { contentId: content.contentId, ownerId: content.ownerId, quizId: command.data.quizId, usedAt: now },
        },
      ];
    }
    case 'EditContent': {
      const content = owned(state, command.data.actorId);
      const { title = content.title, tags = content.tags } = command.data;
      if (title === content.title && JSON.stringify(tags) === JSON.stringify(content.tags)) return [];
      return [
        {
          type: 'ContentEdited',
          data: { contentId: content.contentId, ownerId: content.ownerId, title, tags, editedAt: now },
        },
      ];
    }
    case 'DeleteContent': {
      const content = owned(state, command.data.actorId);
      return [
        {
          type: 'ContentDeleted',
          data: {
            contentId: content.contentId,
            ownerId: content.ownerId,
            wordCount: content.wordCount,
            deletedAt: now,
          },
        },
      ];
    }
    default: {
      const unexpected: never = command;
      throw new Error(`unknown command ${JSON.stringify(unexpected)}`);
    }
  }
};

export const contentDecider: Decider<ContentCommand, ContentEvent, Content> = {
  decide: decideContent,
  evolve: evolveContent,
  initialState: () => ({ status: 'none' }),
};
