/**
 * Account use cases: register, sign in, change and reset the password, change the language. REST, sockets, the
 * CLI and the admin panel all call these. Slow or random work (hashing, ids, tokens, the time) happens here and
 * its outcome goes into the command, so the deciders stay pure.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { reservationDecider } from '../../domain/reservation/reservation.decider';
import type { CommandMetadata } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/errors';
import { resetMail } from '../../domain/user/reset-mail';
import type { User } from '../../domain/user/user.decider';
import { userDecider } from '../../domain/user/user.decider';
import type { Language, LoginBody, RegisterBody } from '../../domain/user/user.schemas';
import { foldStream, handleCommand } from '../handle-command';
import type { Clock, EventStore, Mailer, PasswordHasher } from '../ports';
import type { LoginThrottle } from './login-throttle';
import type { SessionTokens } from './session-tokens';

export interface RequestContext {
  actor: string | null;
  correlationId: string;
  ip: string | null;
  userAgent: string | null;
}

export type RegisteredUser = Extract<User, { status: 'registered' }>;

export interface UserCommandDeps {
  eventStore: EventStore;
  hasher: PasswordHasher;
  mailer: Mailer;
  clock: Clock;
  tokens: SessionTokens;
  throttle: LoginThrottle;
  /** The product's public address, for links in mail. */
  publicUrl: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');
export const userStream = (userId: string) => `user-${userId}`;
export const emailStream = (email: string) => `email-${digest(email.trim().toLowerCase()).slice(0, 40)}`;
export const usernameStream = (username: string) => `username-${digest(username.trim().toLowerCase()).slice(0, 40)}`;

/** A claim left behind by a registration that died before its user stream was written can be taken over. */
const ORPHAN_CLAIM_MS = 60_000;

const invalidCredentials = () => DomainError.unauthenticated('auth.invalidCredentials', 'Invalid email or password');

export const userCommands = (deps: UserCommandDeps) => {
  const { eventStore, hasher, clock, tokens, throttle } = deps;
  const meta = (ctx: RequestContext): CommandMetadata => ({
    now: clock.now().toISOString(),
    actor: ctx.actor,
    correlationId: ctx.correlationId,
  });

  /** Verifying against a fixed hash when the email is unknown keeps both failures equally slow. */
  let dummyHash: Promise<string> | null = null;
  const burnVerify = async (password: string) => {
    dummyHash ??= hasher.hash(randomBytes(16).toString('hex'));
    await hasher.verify(await dummyHash, password);
    return false;
  };

  const loadUser = async (userId: string) => foldStream(userDecider, await eventStore.read(userStream(userId)));

  /** The owner of a reservation stream, or null when the value is free. */
  const ownerOf = async (stream: string) => {
    const state = foldStream(reservationDecider, await eventStore.read(stream));
    return state.status === 'claimed' ? state : null;
  };

  const claim = async (
    stream: string,
    ownerId: string,
    takenCode: string,
    takenMessage: string,
    ctx: RequestContext,
  ) => {
    const command = {
      type: 'ClaimReservation' as const,
      data: { ownerId, takenCode, takenMessage },
      metadata: meta(ctx),
    };
    try {
      await handleCommand(eventStore, stream, reservationDecider, command);
    } catch (error) {
      const holder = await ownerOf(stream);
      const orphaned =
        holder &&
        Date.now() - Date.parse(holder.claimedAt) > ORPHAN_CLAIM_MS &&
        (await eventStore.read(userStream(holder.ownerId))).length === 0;
      if (!(error instanceof DomainError) || !orphaned) throw error;
      await release(stream, holder.ownerId, ctx);
      await handleCommand(eventStore, stream, reservationDecider, command);
    }
  };

  const release = (stream: string, ownerId: string, ctx: RequestContext) =>
    handleCommand(eventStore, stream, reservationDecider, {
      type: 'ReleaseReservation',
      data: { ownerId },
      metadata: meta(ctx),
    });

  const session = (user: RegisteredUser) =>
    tokens.issue({ userId: user.userId, email: user.email, sessionVersion: user.sessionVersion });

  const registered = (state: User) => {
    if (state.status !== 'registered') throw DomainError.notFound('user.notFound', 'User not found');
    return state;
  };

  return {
    register: async (body: RegisterBody, language: Language, ctx: RequestContext) => {
      const userId = randomUUID();
      const passwordHash = await hasher.hash(body.password);
      const emailKey = emailStream(body.email);
      await claim(emailKey, userId, 'auth.emailTaken', 'An account with this email already exists', ctx);
      try {
        await claim(usernameStream(body.username), userId, 'auth.usernameTaken', 'This username is already taken', ctx);
      } catch (error) {
        await release(emailKey, userId, ctx);
        throw error;
      }
      const result = await handleCommand(eventStore, userStream(userId), userDecider, {
        type: 'RegisterUser',
        data: { userId, username: body.username, email: body.email, passwordHash, language },
        metadata: meta({ ...ctx, actor: userId }),
      });
      const user = registered(result.state);
      return { user, token: session(user), position: result.position };
    },

    login: async ({ email, password }: LoginBody, ctx: RequestContext) => {
      const address = ctx.ip ?? 'unknown';
      await throttle.check(email, address);
      const holder = await ownerOf(emailStream(email));
      const state = holder ? await loadUser(holder.ownerId) : null;
      const valid =
        state?.status === 'registered' ? await hasher.verify(state.passwordHash, password) : await burnVerify(password);
      if (!valid || state?.status !== 'registered') {
        await throttle.failed(email, address);
        throw invalidCredentials();
      }
      await throttle.succeeded(email);
      const result = await handleCommand(eventStore, userStream(state.userId), userDecider, {
        type: 'RecordSignIn',
        data: { ip: ctx.ip, userAgent: ctx.userAgent?.slice(0, 300) ?? null },
        metadata: meta({ ...ctx, actor: state.userId }),
      });
      const user = registered(result.state);
      return { user, token: session(user), position: result.position };
    },

    changePassword: async (userId: string, currentPassword: string, newPassword: string, ctx: RequestContext) => {
      const current = registered(await loadUser(userId));
      const currentPasswordValid = await hasher.verify(current.passwordHash, currentPassword);
      const newPasswordHash = currentPasswordValid ? await hasher.hash(newPassword) : '';
      const result = await handleCommand(eventStore, userStream(userId), userDecider, {
        type: 'ChangePassword',
        data: { currentPasswordValid, newPasswordHash },
        metadata: meta(ctx),
      });
      const user = registered(result.state);
      return { token: session(user), position: result.position };
    },

    /** Answers the same whether or not the account exists; mails a single-use link valid for one hour. */
    requestPasswordReset: async (email: string, ctx: RequestContext) => {
      const holder = await ownerOf(emailStream(email));
      if (!holder) return { position: null };
      const secret = randomBytes(32).toString('base64url');
      const result = await handleCommand(eventStore, userStream(holder.ownerId), userDecider, {
        type: 'RequestPasswordReset',
        data: { tokenHash: digest(secret) },
        metadata: meta(ctx),
      });
      const user = registered(result.state);
      const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(`${user.userId}.${secret}`)}`;
      await deps.mailer.send({
        to: user.email,
        kind: 'password-reset',
        ...resetMail(user.language, user.username, link),
      });
      return { position: result.position };
    },

    resetPassword: async (token: string, password: string, ctx: RequestContext) => {
      const [userId, secret] = token.split('.');
      const invalid = DomainError.validation(
        'auth.resetTokenInvalid',
        'This password reset link is invalid or has expired',
      );
      if (!userId || !secret || !/^[0-9a-f-]{36}$/.test(userId)) throw invalid;
      const state = await loadUser(userId);
      if (state.status !== 'registered' || state.pendingReset?.tokenHash !== digest(secret)) throw invalid;
      const result = await handleCommand(eventStore, userStream(userId), userDecider, {
        type: 'ResetPassword',
        data: { tokenHash: digest(secret), newPasswordHash: await hasher.hash(password) },
        metadata: meta({ ...ctx, actor: userId }),
      });
      return { position: result.position };
    },

    changeLanguage: async (userId: string, language: Language, ctx: RequestContext) => {
      const result = await handleCommand(eventStore, userStream(userId), userDecider, {
        type: 'ChangeLanguage',
        data: { language },
        metadata: meta(ctx),
      });
      return { position: result.position };
    },
  };
};

export type UserCommands = ReturnType<typeof userCommands>;
