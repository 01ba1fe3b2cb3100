import { NAME_MAX } from '../../../../../domain/game/game.decider';

/** A game PIN: 6 characters (the server's are digits), typed in upper case. */
export const PIN_LENGTH = 6;

export interface JoinValues {
  pin: string;
  playerName: string;
}

/** The message code of each field that does not pass (errors.json's `game.*`). */
export type JoinErrors = Partial<Record<keyof JoinValues, 'game.pinInvalid' | 'game.nameInvalid'>>;

/**
 * The join form's rules, the same as `POST /games/join` (the server validates again with zod): 6 digits, and for
 * guests a name of 1 to NAME_MAX characters (members join by username). Plain code, so the player's path loads no
 * forms library.
 */
export const checkJoin = (
  values: JoinValues,
  asGuest: boolean,
): { ok: true; values: JoinValues } | { ok: false; errors: JoinErrors } => {
  const pin = values.pin.trim().toUpperCase();
  const playerName = values.playerName.trim();
  const errors: JoinErrors = {};
  if (!/^\d{6}$/.test(pin)) errors.pin = 'game.pinInvalid';
  if (asGuest && (playerName.length < 1 || playerName.length > NAME_MAX)) errors.playerName = 'game.nameInvalid';
  if (errors.pin || errors.playerName) return { ok: false, errors };
  return { ok: true, values: { pin, playerName: asGuest ? playerName : '' } };
};

/** What the PIN field keeps of a keystroke or a paste: upper case, no spaces, at most 6 characters. */
export const normalisePin = (value: string) => value.toUpperCase().replace(/\s+/g, '').slice(0, PIN_LENGTH);
