import type { SystemHealth } from './dashboard.api';

/** A card's state: the colour and the word that says the same thing (never colour alone). */
export type Tone = 'ok' | 'warn' | 'bad';

/** Spec §9: API error rate red above 5 %, yellow above 2 %. */
export const errorRateTone = (percent: number): Tone => (percent > 5 ? 'bad' : percent > 2 ? 'warn' : 'ok');

/** Spec §9: open tickets red above 10, yellow above 5. */
export const openTicketsTone = (count: number): Tone => (count > 10 ? 'bad' : count > 5 ? 'warn' : 'ok');

/** Spec §9: critical alerts red above 0. */
export const criticalAlertsTone = (count: number): Tone => (count > 0 ? 'bad' : 'ok');

/** Spec §4: healthy green, warning yellow, critical red. */
export const healthTone = (health: SystemHealth | string): Tone =>
  health === 'critical' ? 'bad' : health === 'warning' ? 'warn' : 'ok';

/** Spec §9: the dashboard polls every 300 seconds. */
export const DASHBOARD_REFRESH_MS = 300_000;
