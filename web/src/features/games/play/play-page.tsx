import { useParams, useSearchParams } from 'react-router';
import { HostPlay } from './host-play';
import { PlayerPlay } from './player-play';
import '../games.css';

/** /game/{gameId}/play: the host's screen, or a player's with `?role=participant`. */
export function PlayPage() {
  const { gameId = '' } = useParams();
  const [params] = useSearchParams();
  return params.get('role') === 'participant' ? <PlayerPlay gameId={gameId} /> : <HostPlay gameId={gameId} />;
}
