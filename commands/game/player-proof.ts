/**
 * Proof of being a player. The host receives every player's id, so an id alone must not let anyone act as that
 * player: a join answers a participant token (an HMAC of the game and participant ids under a server key), and the
 * REST fallbacks ask for it. The same key turns a device id and a network address into short per-game hashes, so
 * a game's events can ban a removed guest's device without storing the device id or the address itself.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { addressKey } from '../network-address';

/** A hash of 22 base64url characters (132 bits): unique enough, short in every ParticipantJoined event. */
const HASH_CHARS = 22;

export const createPlayerProof = (secret: string = randomBytes(32).toString('base64url')) => {
  const key = createHmac('sha256', secret).update('quizstream:game-players').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');

  return {
    tokenFor: (gameId: string, participantId: string) => mac(`token:${gameId}:${participantId}`),

    /** True when `token` is the one issued to this participant of this game (compared in constant time). */
    proves: (gameId: string, participantId: string, token: unknown) => {
      if (typeof token !== 'string' || token.length === 0 || token.length > 200) return false;
      const expected = Buffer.from(mac(`token:${gameId}:${participantId}`));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    /** What a game's events record of where a player joined from. */
    originOf: (gameId: string, deviceId: string | null, address: string) => ({
      device: deviceId ? mac(`device:${gameId}:${deviceId}`).slice(0, HASH_CHARS) : null,
      address: mac(`address:${gameId}:${addressKey(address)}`).slice(0, HASH_CHARS),
    }),
  };
};

export type PlayerProof = ReturnType<typeof createPlayerProof>;
