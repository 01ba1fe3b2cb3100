import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PlayerPlay } from './player-play';
import '../games.css';

// Only hosts load the host's screen (the player's path stays light: bench/player-bundle.bench.ts).
const HostPlay = lazy(() => import('./host-play').then((m) => ({ default: m.HostPlay })));

/** /game/{gameId}/play: the host's screen, or a player's with `?role=participant`. */
export function PlayPage() {
  const { gameId = '' } = useParams();
  const [params] = useSearchParams();
  // The game's strings load with the page, before either screen renders (tests/web/page-namespaces.unit.spec.ts).
  useTranslation('games');
  return params.get('role') === 'participant' ? <PlayerPlay gameId={gameId} /> : <HostPlay gameId={gameId} />;
}
