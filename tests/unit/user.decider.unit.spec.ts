import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../commands/ports';
import type { UserDoc } from '../../projections/users/users.projection';
import { usersProjection } from '../../projections/users/users.projection';
import { sessionEnded } from '../../projections/users/users.queries';
import type { UserCommand, UserEvent } from '../../domain/user/user.decider';
import { userDecider } from '../../domain/user/user.decider';
import { deciderSpec } from '../support/given-when-then';

const given = deciderSpec(userDecider);
const userId = '0b7c3f5e-9d1a-4e55-9a57-3f1f2b0c7d11';
const now = '2026-11-21T10:00:00.000Z';
const metadata = { now, actor: userId, correlationId: 'req-1' };

const registered = (): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    username: 'ada',
    email: 'ada@example.com',
    passwordHash: 'hash-1',
    language: 'en',
    registeredAt: '2026-11-01T09:00:00.000Z',
  },
});
const resetRequested = (
  expiresAt = '2026-11-21T10:30:00.000Z',
  tokenHash = 'token-hash',
  requestedAt = '2026-11-21T09:30:00.000Z',
): UserEvent => ({
  type: 'PasswordResetRequested',
  data: { userId, tokenHash, requestedAt, expiresAt },
});
const passwordChanged = (changedAt = '2026-11-21T09:45:00.000Z'): UserEvent => ({
  type: 'PasswordChanged',
  data: { userId, passwordHash: 'hash-2', changedAt },
});
const signedIn = (ip: string | null): UserEvent => ({
  type: 'UserSignedIn',
  data: { userId, at: '2026-11-21T09:00:00.000Z', ip, userAgent: null },
});
const command = <T extends UserCommand['type']>(type: T, data: Extract<UserCommand, { type: T }>['data']) =>
  ({ type, data, metadata }) as Extract<UserCommand, { type: T }>;

describe('Registering', () => {
  it('records a new user', () =>
    given([])
      .when(
        command('RegisterUser', {
          userId,
          username: 'ada',
          email: 'ada@example.com',
          passwordHash: 'hash-1',
          language: 'tr',
        }),
      )
      .then([
        {
          type: 'UserRegistered',
          data: {
            userId,
            username: 'ada',
            email: 'ada@example.com',
            passwordHash: 'hash-1',
            language: 'tr',
            registeredAt: now,
          },
        },
      ]));
  it('refuses to register the same user twice', () =>
    given([registered()])
      .when(
        command('RegisterUser', {
          userId,
          username: 'ada',
          email: 'ada@example.com',
          passwordHash: 'h',
          language: 'en',
        }),
      )
      .thenThrows('auth.emailTaken'));
});

describe('Signing in', () => {
  it('records the sign-in with its address and browser', () =>
    given([registered()])
      .when(command('RecordSignIn', { ip: '203.0.113.9', userAgent: 'Firefox' }))
      .then([{ type: 'UserSignedIn', data: { userId, at: now, ip: '203.0.113.9', userAgent: 'Firefox' } }]));
  it('knows no unregistered user', () =>
    given([])
      .when(command('RecordSignIn', { ip: null, userAgent: null }))
      .thenThrows('user.notFound'));
});

describe('Changing the password', () => {
  it('records the new hash when the current password was right', () =>
    given([registered()])
      .when(command('ChangePassword', { currentPasswordValid: true, newPasswordHash: 'hash-2' }))
      .then([{ type: 'PasswordChanged', data: { userId, passwordHash: 'hash-2', changedAt: now } }]));
  it('refuses when the current password was wrong', () =>
    given([registered()])
      .when(command('ChangePassword', { currentPasswordValid: false, newPasswordHash: '' }))
      .thenThrows('auth.wrongCurrentPassword'));
});

describe('Resetting a forgotten password', () => {
  it('issues a link valid for one hour', () =>
    given([registered()])
      .when(command('RequestPasswordReset', { tokenHash: 'token-hash', maxPerWindow: 3 }))
      .then([
        {
          type: 'PasswordResetRequested',
          data: { userId, tokenHash: 'token-hash', requestedAt: now, expiresAt: '2026-11-21T11:00:00.000Z' },
        },
      ]));
  it('resets the password with the latest unexpired link', () =>
    given([registered(), resetRequested()])
      .when(command('ResetPassword', { tokenHash: 'token-hash', newPasswordHash: 'hash-3' }))
      .then([
        { type: 'PasswordReset', data: { userId, passwordHash: 'hash-3', tokenHash: 'token-hash', resetAt: now } },
      ]));
  it('refuses a link that was already used', () =>
    given([
      registered(),
      resetRequested(),
      { type: 'PasswordReset', data: { userId, passwordHash: 'hash-3', tokenHash: 'token-hash', resetAt: now } },
    ])
      .when(command('ResetPassword', { tokenHash: 'token-hash', newPasswordHash: 'hash-4' }))
      .thenThrows('auth.resetTokenInvalid'));
  it('refuses an expired link', () =>
    given([registered(), resetRequested('2026-11-21T09:59:59.000Z')])
      .when(command('ResetPassword', { tokenHash: 'token-hash', newPasswordHash: 'hash-3' }))
      .thenThrows('auth.resetTokenInvalid'));
  it('refuses a link replaced by a newer one', () =>
    given([registered(), resetRequested(), resetRequested(undefined, 'newer')])
      .when(command('ResetPassword', { tokenHash: 'token-hash', newPasswordHash: 'hash-3' }))
      .thenThrows('auth.resetTokenInvalid'));
  it('refuses a link when none was requested', () =>
    given([registered()])
      .when(command('ResetPassword', { tokenHash: 'token-hash', newPasswordHash: 'hash-3' }))
      .thenThrows('auth.resetTokenInvalid'));
  it('refuses a link requested before the password was changed', () =>
    given([registered(), resetRequested(), passwordChanged()])
      .when(command('ResetPassword', { tokenHash: 'token-hash', newPasswordHash: 'hash-3' }))
      .thenThrows('auth.resetTokenInvalid'));
  it('accepts a link requested after the password was changed', () =>
    given([registered(), passwordChanged('2026-11-21T09:00:00.000Z'), resetRequested()])
      .when(command('ResetPassword', { tokenHash: 'token-hash', newPasswordHash: 'hash-3' }))
      .then([
        { type: 'PasswordReset', data: { userId, passwordHash: 'hash-3', tokenHash: 'token-hash', resetAt: now } },
      ]));
});

describe('Limiting reset mails', () => {
  const threeWithinTheHour = [
    resetRequested(undefined, 'a', '2026-11-21T09:05:00.000Z'),
    resetRequested(undefined, 'b', '2026-11-21T09:30:00.000Z'),
    resetRequested(undefined, 'c', '2026-11-21T09:59:00.000Z'),
  ];
  it('issues nothing once the account was sent the allowed number of links within the hour', () =>
    given([registered(), ...threeWithinTheHour])
      .when(command('RequestPasswordReset', { tokenHash: 'd', maxPerWindow: 3 }))
      .then([]));
  it('issues a link again once the oldest of them is more than an hour old', () =>
    given([registered(), resetRequested(undefined, 'a', '2026-11-21T09:00:00.000Z'), ...threeWithinTheHour.slice(1)])
      .when(command('RequestPasswordReset', { tokenHash: 'd', maxPerWindow: 3 }))
      .then([
        {
          type: 'PasswordResetRequested',
          data: { userId, tokenHash: 'd', requestedAt: now, expiresAt: '2026-11-21T11:00:00.000Z' },
        },
      ]));
  it('follows the configured limit', () =>
    given([registered(), ...threeWithinTheHour])
      .when(command('RequestPasswordReset', { tokenHash: 'd', maxPerWindow: 4 }))
      .then([
        {
          type: 'PasswordResetRequested',
          data: { userId, tokenHash: 'd', requestedAt: now, expiresAt: '2026-11-21T11:00:00.000Z' },
        },
      ]));
  it('keeps the link that was mailed last valid when a further request is refused', () =>
    given([registered(), ...threeWithinTheHour])
      .when(command('ResetPassword', { tokenHash: 'c', newPasswordHash: 'hash-3' }))
      .then([{ type: 'PasswordReset', data: { userId, passwordHash: 'hash-3', tokenHash: 'c', resetAt: now } }]));
});

describe('Signing out', () => {
  it('ends one session by its token id until the token would have expired', () =>
    given([registered()])
      .when(command('EndSession', { tokenId: 'jti-1', expiresAt: '2026-11-28T10:00:00.000Z' }))
      .then([
        {
          type: 'SessionEnded',
          data: { userId, tokenId: 'jti-1', expiresAt: '2026-11-28T10:00:00.000Z', endedAt: now },
        },
      ]));
  it('knows no unregistered user', () =>
    given([])
      .when(command('EndSession', { tokenId: 'jti-1', expiresAt: '2026-11-28T10:00:00.000Z' }))
      .thenThrows('user.notFound'));
});

describe('Known sign-in addresses', () => {
  const stateAfter = (events: UserEvent[]) => events.reduce(userDecider.evolve, userDecider.initialState());
  it('remembers where the account signed in, each address once, the latest last', () => {
    const state = stateAfter([
      registered(),
      signedIn('203.0.113.1'),
      signedIn('203.0.113.2'),
      signedIn('203.0.113.1'),
      signedIn(null),
    ]);
    expect(state.status === 'registered' && state.signInAddresses).toEqual(['203.0.113.2', '203.0.113.1']);
  });
  it('keeps only the latest ten', () => {
    const state = stateAfter([registered(), ...Array.from({ length: 12 }, (_, i) => signedIn(`203.0.113.${i}`))]);
    expect(state.status === 'registered' && state.signInAddresses).toEqual(
      Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 2}`),
    );
  });
});

describe('Changing the language', () => {
  it('records a new language', () =>
    given([registered()])
      .when(command('ChangeLanguage', { language: 'de' }))
      .then([{ type: 'LanguageChanged', data: { userId, language: 'de', changedAt: now } }]));
  it('does nothing when the language is already the chosen one', () =>
    given([registered()])
      .when(command('ChangeLanguage', { language: 'en' }))
      .then([]));
});

describe('The users read model and ended sessions', () => {
  let position = 0;
  const recordedOf = (event: UserEvent): RecordedEvent => ({
    id: `e${++position}`,
    stream: `user-${userId}`,
    revision: position,
    position,
    type: event.type,
    data: event.data,
    metadata: { actor: userId, correlationId: 'c', causationId: null, at: '' },
    createdAt: '',
  });
  const fold = (events: UserEvent[]) =>
    events.map(recordedOf).reduce<UserDoc | null>((doc, e) => usersProjection.evolve(doc, e), null);
  const ended = (tokenId: string, expiresAt: string, endedAt: string): UserEvent => ({
    type: 'SessionEnded',
    data: { userId, tokenId, expiresAt, endedAt },
  });

  it('refuses an ended token until it would have expired, and forgets it after', () => {
    const doc = fold([
      registered(),
      ended('old', '2026-11-21T10:00:00.000Z', '2026-11-20T10:00:00.000Z'),
      ended('jti-1', '2026-11-28T10:00:00.000Z', '2026-11-21T10:00:00.000Z'),
    ])!;
    expect(sessionEnded(doc, 'jti-1')).toBe(true);
    expect(sessionEnded(doc, 'old')).toBe(false); // expired at 10:00 anyway: no longer kept
    expect(sessionEnded(doc, 'jti-2')).toBe(false);
    expect(doc.endedSessions).toEqual([{ tokenId: 'jti-1', expiresAt: '2026-11-28T10:00:00.000Z' }]);
  });

  it('starts the list again after a password change, which ends every older session by its version', () => {
    const doc = fold([registered(), ended('jti-1', '2026-11-28T10:00:00.000Z', now), passwordChanged(now)])!;
    expect(doc.endedSessions).toEqual([]);
    expect(doc.sessionVersion).toBe(1);
  });

  it('is the same when a logout is applied twice', () => {
    const once = fold([registered(), ended('jti-1', '2026-11-28T10:00:00.000Z', now)])!;
    const twice = fold([
      registered(),
      ended('jti-1', '2026-11-28T10:00:00.000Z', now),
      ended('jti-1', '2026-11-28T10:00:00.000Z', now),
    ])!;
    expect(twice.endedSessions).toEqual(once.endedSessions);
  });
});
