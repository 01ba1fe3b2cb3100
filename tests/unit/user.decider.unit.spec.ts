import { describe, it } from 'vitest';
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
const resetRequested = (expiresAt = '2026-11-21T10:30:00.000Z', tokenHash = 'token-hash'): UserEvent => ({
  type: 'PasswordResetRequested',
  data: { userId, tokenHash, requestedAt: '2026-11-21T09:30:00.000Z', expiresAt },
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
      .when(command('RequestPasswordReset', { tokenHash: 'token-hash' }))
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
