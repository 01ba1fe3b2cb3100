/**
 * The player's path logic that needs no browser: the join form's rules (plain code, so the path loads no forms
 * library), the routes where the site chrome gives way to the game, the input kind that decides the question's
 * focus ring, and the bench's walk of the build manifest.
 */
import { describe, expect, it } from 'vitest';
import { staticClosure } from '../../bench/player-bundle.bench';
import { NAME_MAX } from '../../domain/game/game.decider';
import { isPlayerGameRoute } from '../../web/src/app/layout/site-chrome';
import { checkJoin, normalisePin } from '../../web/src/features/games/join/join-form';
import { trackInputModality } from '../../web/src/features/games/ui/input-modality';

describe('The join form', () => {
  it('accepts 6 digits and a guest name, trimmed', () => {
    expect(checkJoin({ pin: ' 123456 ', playerName: '  Ada ' }, true)).toEqual({
      ok: true,
      values: { pin: '123456', playerName: 'Ada' },
    });
  });

  it('refuses a PIN that is not 6 digits with the server code', () => {
    for (const pin of ['', '12345', '1234567', 'ABCDEF', '12 456'])
      expect(checkJoin({ pin, playerName: 'Ada' }, true)).toEqual({ ok: false, errors: { pin: 'game.pinInvalid' } });
  });

  it('asks a guest for a name of 1 to NAME_MAX characters', () => {
    expect(checkJoin({ pin: '123456', playerName: '   ' }, true)).toEqual({
      ok: false,
      errors: { playerName: 'game.nameInvalid' },
    });
    expect(checkJoin({ pin: '123456', playerName: 'x'.repeat(NAME_MAX + 1) }, true)).toMatchObject({ ok: false });
    expect(checkJoin({ pin: '123456', playerName: 'x'.repeat(NAME_MAX) }, true)).toMatchObject({ ok: true });
  });

  it('does not ask a member for a name (they join by username)', () => {
    expect(checkJoin({ pin: '123456', playerName: '' }, false)).toEqual({
      ok: true,
      values: { pin: '123456', playerName: '' },
    });
  });

  it('keeps what a PIN field may hold of a paste', () => {
    expect(normalisePin(' 12 34 56 78')).toBe('123456');
  });
});

describe('The player bundle bench', () => {
  it('follows static imports only, each chunk once', () => {
    const manifest = {
      'index.html': { file: 'a.js', isEntry: true, imports: ['_b.js'], dynamicImports: ['page.tsx'] },
      '_b.js': { file: 'b.js', imports: ['_c.js'] },
      '_c.js': { file: 'c.js', imports: ['_b.js'] },
      'page.tsx': { file: 'page.js', imports: ['_c.js'], dynamicImports: ['host.tsx'] },
      'host.tsx': { file: 'host.js' },
    };
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual(['_b.js', '_c.js', 'index.html']);
    expect([...staticClosure(manifest, ['page.tsx'])].sort()).toEqual(['_b.js', '_c.js', 'page.tsx']);
  });
});

describe('The site chrome during a game', () => {
  it('gives way on the waiting room and the player\'s question screen', () => {
    expect(isPlayerGameRoute('/game/6f1c/participant', '')).toBe(true);
    expect(isPlayerGameRoute('/game/6f1c/waiting', '')).toBe(true);
    expect(isPlayerGameRoute('/game/6f1c/play', '?role=participant')).toBe(true);
  });

  it('stays on the join page, the results, the host\'s screens and elsewhere', () => {
    expect(isPlayerGameRoute('/join', '')).toBe(false);
    expect(isPlayerGameRoute('/game/6f1c/results', '')).toBe(false);
    expect(isPlayerGameRoute('/game/6f1c/play', '')).toBe(false);
    expect(isPlayerGameRoute('/game/6f1c/lobby', '')).toBe(false);
    expect(isPlayerGameRoute('/quiz/6f1c/participant', '')).toBe(false);
  });
});

describe('The input kind behind the question\'s focus ring', () => {
  it('is unset until an input, then follows the last one', () => {
    const root: { dataset: Record<string, string | undefined> } = { dataset: {} };
    const target = new EventTarget();
    const stop = trackInputModality(root, target);
    expect(root.dataset.input).toBeUndefined();
    target.dispatchEvent(new Event('pointerdown'));
    expect(root.dataset.input).toBe('pointer');
    target.dispatchEvent(new Event('keydown'));
    expect(root.dataset.input).toBe('keyboard');
    stop();
    target.dispatchEvent(new Event('pointerdown'));
    expect(root.dataset.input).toBe('keyboard');
  });
});
