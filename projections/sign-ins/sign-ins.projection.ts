/** Sign-in history: one document per sign-in, for the user's settings page and for staff. */
import type { UserEvent } from '../../domain/user/user.decider';
import type { ProjectedDoc, Projection } from '../runtime/projection';
import { eventOf } from '../runtime/projection';

export interface SignInDoc extends ProjectedDoc {
  userId: string;
  at: string;
  ip: string | null;
  userAgent: string | null;
}

export const signInsProjection: Projection<SignInDoc> = {
  name: 'sign-ins',
  version: 1,
  collection: 'sign_ins',
  handles: ['UserSignedIn'],
  documentId: (event) => event.id,
  indexes: [{ keys: { userId: 1 } }],
  evolve: (_doc, recorded) => {
    const event = eventOf<UserEvent>(recorded);
    if (event.type !== 'UserSignedIn') return null;
    const { userId, at, ip, userAgent } = event.data;
    return { _id: recorded.id, userId, at, ip, userAgent };
  },
};
