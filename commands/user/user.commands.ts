/**
 * Account use cases: register, sign in, sign out, change and reset the password, change the language. REST,
 * sockets, the CLI and the admin panel all call these. Slow or random work (hashing, ids, tokens, the time) happens
 * here and its outcome goes into the command, so the deciders stay pure.
 *
 * Abuse limits: sign-ins take their throttle points before the password is checked (login-throttle.ts);
 * registrations and reset requests are limited per client address (IPv6 by /64); a reset request is answered at
 * once, the same for every email, and the account lookup and the mail happen afterwards in the background, at
 * most `resetMailsPerHour` mails per account an hour (decided on the user stream).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { reservationDecider } from '../../domain/reservation/reservation.decider';
import type { CommandMetadata } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/errors';
import { resetMail } from '../../domain/user/reset-mail';
import type { User } from '../../domain/user/user.decider';
import { userDecider } from '../../domain/user/user.decider';
import type { Language, LoginBody, RegisterBody } from '../../domain/user/user.schemas';
import { foldStream, handleCommand } from '../handle-command';
import { addressKey } from '../network-address';
import type { Clock, EventStore, Mailer, PasswordHasher } from '../ports';
import { createBackgroundWork } from './background-work';
import type { LoginThrottle } from './login-throttle';
import type { SessionClaims, SessionTokens } from './session-tokens';

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
  /** Per-address and per-account limits of registrations and reset mails. */
  limits?: Partial<AccountLimits>;
  /** Failures of work done after the answer (reset mails). */
  log?: (obj: object, msg: string) => void;
}

export interface AccountLimits {
  /** Registrations per client address an hour. */
  registrationsPerAddressPerHour: number;
  /** Password-reset requests per client address an hour. */
  resetRequestsPerAddressPerHour: number;
  /** Password-reset mails per account an hour. */
  resetMailsPerHour: number;
}

export const defaultAccountLimits: AccountLimits = {
  registrationsPerAddressPerHour: 30,
  resetRequestsPerAddressPerHour: 20,
  resetMailsPerHour: 3,
};

/** A session that ended (password change or reset: all older ones; logout: one): sockets listen for it. */
export interface SessionEnded {
  userId: string;
  position: number | null;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');
export const userStream = (userId: string) => `user-${userId}`;
export const emailStream = (email: string) => `email-${digest(email.trim().toLowerCase()).slice(0, 40)}`;
export const usernameStream = (username: string) => `username-${digest(username.trim().toLowerCase()).slice(0, 40)}`;

/** A claim left behind by a registration that died before its user stream was written can be taken over. */
const ORPHAN_CLAIM_MS = 60_000;

const invalidCredentials = () => DomainError.unauthenticated('auth.invalidCredentials', 'Invalid email or password');

/** One point per client address (IPv6 by /64) an hour; `refuse` builds the error when none is left. */
const perAddressPerHour = (keyPrefix: string, points: number, refuse: (retryAfterSeconds: number) => Error) => {
  const limiter = new RateLimiterMemory({ keyPrefix, points, duration: 3600 });
  return async (ip: string | null) => {
    try {
      await limiter.consume(addressKey(ip));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw refuse(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    }
  };
};

export const userCommands = (deps: UserCommandDeps) => {
  const { eventStore, hasher, clock, tokens, throttle } = deps;
  const limits = { ...defaultAccountLimits, ...deps.limits };
  const log = deps.log ?? (() => {});
  const background = createBackgroundWork(log);
  const sessionListeners = new Set<(ended: SessionEnded) => void>();
  const sessionsEnded = (ended: SessionEnded) => {
    for (const listener of sessionListeners) listener(ended);
  };

  const registrationAllowed = perAddressPerHour('register', limits.registrationsPerAddressPerHour, (seconds) =>
    DomainError.rateLimited(
      'auth.tooManyRegistrations',
      'Too many accounts were created from your network. Please try again later.',
      { retryAfterSeconds: seconds },
    ),
  );
  const resetRequestAllowed = perAddressPerHour('reset-request', limits.resetRequestsPerAddressPerHour, (seconds) =>
    DomainError.rateLimited('http.rateLimited', 'Too many requests. Please slow down.', {
      retryAfterSeconds: seconds,
    }),
  );
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

  /**
   * The reset mails of one address, each after the one before: only the newest link works (a newer request replaces
   * the pending one), so the newest mail must carry it. Two mailed side by side could arrive in the other order, and
   * the link in the last mail would be refused (seen in the auth-hardening test, one run in many).
   */
  const resetMailsInTurn = new Map<string, Promise<void>>();
  const mailInTurn = (email: string, ctx: RequestContext): Promise<void> => {
    const key = emailStream(email);
    const turn = (resetMailsInTurn.get(key) ?? Promise.resolve()).then(() => mailResetLink(email, ctx));
    const settled = turn.catch(() => undefined);
    resetMailsInTurn.set(key, settled);
    void settled.then(() => {
      if (resetMailsInTurn.get(key) === settled) resetMailsInTurn.delete(key);
    });
    return turn;
  };

  const mailResetLink = async (email: string, ctx: RequestContext) => {
    const holder = await ownerOf(emailStream(email));
    if (!holder) return;
    const secret = randomBytes(32).toString('base64url');
    const result = await handleCommand(eventStore, userStream(holder.ownerId), userDecider, {
      type: 'RequestPasswordReset',
      data: { tokenHash: digest(secret), maxPerWindow: limits.resetMailsPerHour },
      metadata: meta(ctx),
    });
    if (result.events.length === 0) return; // this account was sent enough links this hour
    const user = registered(result.state);
    const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(`${user.userId}.${secret}`)}`;
    await deps.mailer.send({
      to: user.email,
      kind: 'password-reset',
      ...resetMail(user.language, user.username, link),
    });
  };

  return {
    /** Hears every ended session (the socket gateway disconnects the sockets that belonged to it). */
    onSessionEnded: (listener: (ended: SessionEnded) => void) => {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },

    /** Resolves when no work queued after an answer (reset mails) is left. */
    idle: () => background.idle(),

    register: async (body: RegisterBody, language: Language, ctx: RequestContext) => {
      await registrationAllowed(ctx.ip);
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
      const holder = await ownerOf(emailStream(email));
      const state = holder ? await loadUser(holder.ownerId) : null;
      // The point is taken before the password is checked: concurrent guesses cannot outrun the count.
      const attempt = await throttle.begin(email, ctx.ip, state?.status === 'registered' ? state.signInAddresses : []);
      let valid: boolean;
      try {
        valid =
          state?.status === 'registered'
            ? await hasher.verify(state.passwordHash, password)
            : await burnVerify(password);
      } catch (error) {
        await attempt.abandoned();
        throw error;
      }
      if (!valid || state?.status !== 'registered') throw invalidCredentials();
      await attempt.succeeded();
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
      sessionsEnded({ userId, position: result.position });
      return { token: session(user), position: result.position };
    },

    /** Ends one session (the token's own id) on the server; the user's other sessions go on. */
    logout: async (claims: SessionClaims, ctx: RequestContext) => {
      const result = await handleCommand(eventStore, userStream(claims.userId), userDecider, {
        type: 'EndSession',
        data: { tokenId: claims.tokenId, expiresAt: claims.expiresAt },
        metadata: meta(ctx),
      });
      sessionsEnded({ userId: claims.userId, position: result.position });
      return { position: result.position };
    },

    /**
     * Answers at once and the same whether or not the account exists: the lookup, the event and the mail (a
     * single-use link valid for one hour) happen after the answer, so neither the time taken nor a failing mail
     * server tells anything about the account.
     */
    requestPasswordReset: async (email: string, ctx: RequestContext) => {
      await resetRequestAllowed(ctx.ip);
      background.run('password-reset mail', () => mailInTurn(email, ctx));
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
      sessionsEnded({ userId, position: result.position });
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
