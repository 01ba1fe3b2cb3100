import type { ReadStore } from '../../commands/ports';
import type { SignInDoc } from './sign-ins.projection';

export const signInQueries = (readStore: ReadStore) => {
  const signIns = readStore.collection<SignInDoc>('sign_ins');
  return {
    recent: async (userId: string, limit = 10) =>
      (await signIns.find({ userId }, { sort: { at: -1 }, limit })).map(({ at, ip, userAgent }) => ({
        at,
        ip,
        userAgent,
      })),
  };
};
