import { describe, expect, it } from 'vitest';
import { signForward, verifyForward } from '../../commands/game/game-forward';

const secret = 'a shared secret of at least thirty-two characters';
const body = Buffer.from(JSON.stringify({ command: { type: 'RevealAnswer', data: { by: 'timer' } } }));

describe('Handed-over game commands', () => {
  it('carry a signature that only the same secret and the same bytes verify', () => {
    const signature = signForward(secret, body);
    expect(verifyForward(secret, body, signature)).toBe(true);
    expect(verifyForward(`${secret}!`, body, signature)).toBe(false);
    expect(verifyForward(secret, Buffer.from(body.toString().replace('timer', 'host')), signature)).toBe(false);
  });

  it('refuse a missing or malformed signature', () => {
    for (const signature of [undefined, '', 'zz', ['a'], signForward(secret, body).slice(1), 42])
      expect(verifyForward(secret, body, signature)).toBe(false);
  });
});
