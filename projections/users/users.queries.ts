import type { ReadStore } from '../../commands/ports';
import type { UserDoc } from './users.projection';

export interface PublicUser {
  id: string;
  username: string;
  email: string;
  language: UserDoc['language'];
  createdAt: string;
}

export const toPublicUser = (doc: UserDoc): PublicUser => ({
  id: doc._id,
  username: doc.username,
  email: doc.email,
  language: doc.language,
  createdAt: doc.createdAt,
});

/** True when a logout ended the session with this token id. */
export const sessionEnded = (doc: UserDoc, tokenId: string) =>
  (doc.endedSessions ?? []).some((s) => s.tokenId === tokenId);

export const userQueries = (readStore: ReadStore) => {
  const users = readStore.collection<UserDoc>('users');
  return {
    byId: (userId: string) => users.findOne({ _id: userId }),
  };
};
