import { z } from 'zod';
import { NAME_MAX } from '../../../../../domain/game/game.decider';

/** A game PIN: 6 characters (the server's are digits), typed in upper case. */
export const PIN_LENGTH = 6;

/** The join form: the same rules as `POST /games/join`; the name only for guests (members join by username). */
export const joinForm = (asGuest: boolean) =>
  z.object({
    pin: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^\d{6}$/, { error: 'game.pinInvalid' }),
    playerName: asGuest
      ? z.string().trim().min(1, { error: 'game.nameInvalid' }).max(NAME_MAX, { error: 'game.nameInvalid' })
      : z.string(),
  });

/** What the PIN field keeps of a keystroke or a paste: upper case, no spaces, at most 6 characters. */
export const normalisePin = (value: string) => value.toUpperCase().replace(/\s+/g, '').slice(0, PIN_LENGTH);
