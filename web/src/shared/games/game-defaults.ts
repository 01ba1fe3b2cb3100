import type { GameSettings } from './game.types';

/** Spec §9: a new game admits 100 players and lets them join late. */
export const DEFAULT_GAME_SETTINGS: GameSettings = { maxParticipants: 100, allowLateJoin: true };
