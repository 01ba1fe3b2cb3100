/**
 * Staff use cases: create an admin (the command line, or a super_admin promoting a user), change or revoke a role,
 * sign in with an optional two-factor code, sign out, enrol and reset two-factor codes. Hashing, TOTP checks,
 * secrets, ids and the time are resolved here; the admin decider decides.
 *
 * - An admin is found by email: a staff-only account by its `adminemail-{hash}` reservation, an admin who is a user
 *   through the user's email reservation (the admin id is the user id). A staff-only account signs in with its own
 *   password; a user made admin from the panel with the user account's password (unless the command line gave one).
 * - Sign-ins are throttled like user sign-ins (login-throttle.ts, its own counters): points are taken before the
 *   password is checked; a wrong or missing two-factor code keeps them.
 * - Role changes run one at a time in this process, so "the last super_admin cannot be demoted" holds when two
 *   demotions race (the command line only ever adds admins).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import type { Admin } from '../../domain/admin/admin.decider';
import { adminDecider, adminStream } from '../../domain/admin/admin.decider';
import type { AdminRole } from '../../domain/admin/roles';
import { reservationDecider } from '../../domain/reservation/reservation.decider';
import type { CommandMetadata } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import { userDecider } from '../../domain/user/user.decider';
import { foldStream, handleCommand } from '../handle-command';
import type { Clock, EventStore, PasswordHasher } from '../ports';
import type { LoginThrottle } from '../user/login-throttle';
import { emailStream, userStream } from '../user/user.commands';
import type { AdminClaims, AdminTokens } from './admin-tokens';
import type { SecretBox } from '../secret-box';
import { checkTotp, newTotpSecret, totpUri } from './totp';

export interface AdminRequestContext {
  actor: string | null;
  correlationId: string;
  ip: string | null;
  userAgent: string | null;
}

/** Who acts: an admin with a role, or the operator's command line (null). */
export type AdminActor = { adminId: string; role: AdminRole } | null;

export interface AdminCommandDeps {
  eventStore: EventStore;
  hasher: PasswordHasher;
  clock: Clock;
  tokens: AdminTokens;
  throttle: LoginThrottle;
  secrets: SecretBox;
  /** How many super_admins there are now (the read model, caught up with the log). */
  superAdminCount: () => Promise<number>;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');
export const adminEmailStream = (email: string) => `adminemail-${digest(email.trim().toLowerCase()).slice(0, 40)}`;

const invalidCredentials = () =>
  DomainError.unauthenticated('auth.invalidCredentials', messageOf('auth.invalidCredentials'));

type CreatedAdmin = Extract<Admin, { status: 'created' }>;

export const adminCommands = (deps: AdminCommandDeps) => {
  const { eventStore, hasher, clock, tokens, throttle, secrets } = deps;
  const meta = (ctx: Pick<AdminRequestContext, 'actor' | 'correlationId'>): CommandMetadata => ({
    now: clock.now().toISOString(),
    actor: ctx.actor,
    correlationId: ctx.correlationId,
  });

  /** Role changes one at a time (the last-super_admin rule reads a count). */
  let roleQueue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(run: () => Promise<T>): Promise<T> => {
    const next = roleQueue.catch(() => undefined).then(run);
    roleQueue = next;
    return next;
  };

  const loadAdmin = async (adminId: string) => foldStream(adminDecider, await eventStore.read(adminStream(adminId)));
  const created = (state: Admin): CreatedAdmin => {
    if (state.status !== 'created') throw DomainError.notFound('admin.notFound', messageOf('admin.notFound'));
    return state;
  };

  const ownerOf = async (stream: string) => {
    const state = foldStream(reservationDecider, await eventStore.read(stream));
    return state.status === 'claimed' ? state.ownerId : null;
  };

  const loadUser = async (userId: string) => foldStream(userDecider, await eventStore.read(userStream(userId)));

  /** The admin an email signs in as: a staff-only account first, else the user account of that email. */
  const adminIdOfEmail = async (email: string) => {
    const staff = await ownerOf(adminEmailStream(email));
    if (staff) return staff;
    const userId = await ownerOf(emailStream(email));
    if (!userId) return null;
    return (await loadAdmin(userId)).status === 'created' ? userId : null;
  };

  let dummyHash: Promise<string> | null = null;
  const burnVerify = async (password: string) => {
    dummyHash ??= hasher.hash(randomBytes(16).toString('hex'));
    await hasher.verify(await dummyHash, password);
    return false;
  };

  const passwordMatches = async (admin: CreatedAdmin | null, password: string) => {
    if (!admin) return burnVerify(password);
    if (admin.passwordHash) return hasher.verify(admin.passwordHash, password);
    const user = admin.userId ? await loadUser(admin.userId) : null;
    return user?.status === 'registered' ? hasher.verify(user.passwordHash, password) : burnVerify(password);
  };

  /** The actor as they are now (a request may have waited behind a change of the actor's own role). */
  const currentActor = async (actor: AdminActor): Promise<AdminActor> => {
    if (!actor) return null;
    const state = await loadAdmin(actor.adminId);
    if (state.status !== 'created' || state.role === null)
      throw DomainError.unauthenticated('admin.sessionInvalid', messageOf('admin.sessionInvalid'));
    return { adminId: actor.adminId, role: state.role };
  };

  const changeRole = (adminId: string, role: AdminRole | null, actor: AdminActor, ctx: AdminRequestContext) =>
    oneAtATime(async () =>
      handleCommand(eventStore, adminStream(adminId), adminDecider, {
        type: 'ChangeRole',
        data: { role, actor: await currentActor(actor), superAdmins: await deps.superAdminCount() },
        metadata: meta(ctx),
      }),
    );

  const createAdmin = (
    data: { adminId: string; email: string; userId: string | null; passwordHash: string | null; role: AdminRole },
    actor: AdminActor,
    ctx: AdminRequestContext,
  ) =>
    oneAtATime(async () =>
      handleCommand(eventStore, adminStream(data.adminId), adminDecider, {
        type: 'CreateAdmin',
        data: { ...data, actor: await currentActor(actor), superAdmins: await deps.superAdminCount() },
        metadata: meta(ctx),
      }),
    );

  return {
    loadAdmin,

    /**
     * The command line's `admin:create`: an admin for this email, the user account of that email when there is
     * one (its admin id is the user's id), else a staff-only account. With `totp`, two-factor is on at once and
     * the clear secret is answered once (to be shown to the operator).
     */
    create: async (
      input: { email: string; password: string; role: AdminRole; totp: boolean },
      ctx: AdminRequestContext,
    ) => {
      const email = input.email.trim().toLowerCase();
      const passwordHash = await hasher.hash(input.password);
      const userId = await ownerOf(emailStream(email));
      let adminId = userId;
      if (!adminId) {
        adminId = randomUUID();
        await handleCommand(eventStore, adminEmailStream(email), reservationDecider, {
          type: 'ClaimReservation',
          data: { ownerId: adminId, takenCode: 'admin.emailTaken', takenMessage: messageOf('admin.emailTaken') },
          metadata: meta(ctx),
        });
      }
      let result = await createAdmin({ adminId, email, userId, passwordHash, role: input.role }, null, ctx);
      let secret: string | null = null;
      if (input.totp) {
        secret = newTotpSecret();
        result = await handleCommand(eventStore, adminStream(adminId), adminDecider, {
          type: 'EnrollTotp',
          data: { secret: secrets.seal(secret), actor: null },
          metadata: meta(ctx),
        });
      }
      return {
        adminId,
        userId,
        position: result.position,
        totp: secret ? { secret, uri: totpUri(secret, email) } : null,
      };
    },

    /** A super_admin makes a user an admin (or changes or revokes the role): the user signs in with their password. */
    setUserRole: async (
      user: { userId: string; email: string },
      role: AdminRole | null,
      actor: AdminActor,
      ctx: AdminRequestContext,
    ) => {
      const state = await loadAdmin(user.userId);
      if (state.status === 'created') return changeRole(user.userId, role, actor, ctx);
      if (role === null) return { position: null, events: [] };
      return createAdmin(
        { adminId: user.userId, email: user.email, userId: user.userId, passwordHash: null, role },
        actor,
        ctx,
      );
    },

    changeRole,

    login: async (
      { email, password, twoFactorCode }: { email: string; password: string; twoFactorCode?: string },
      ctx: AdminRequestContext,
    ) => {
      const adminId = await adminIdOfEmail(email);
      const state = adminId ? await loadAdmin(adminId) : null;
      const admin = state?.status === 'created' ? state : null;
      const attempt = await throttle.begin(`admin:${email}`, ctx.ip);
      let passwordValid: boolean;
      try {
        passwordValid = await passwordMatches(admin, password);
      } catch (error) {
        await attempt.abandoned();
        throw error;
      }
      if (!admin || !passwordValid) throw invalidCredentials();
      const now = clock.now();
      const totp = admin.totpSecret
        ? checkTotp(secrets.open(admin.totpSecret), twoFactorCode, now)
        : { provided: !!twoFactorCode, timeStep: null };
      const sessionId = randomUUID();
      const { token, expiresAt } = tokens.issue({
        adminId: admin.adminId,
        sessionId,
        sessionVersion: admin.sessionVersion,
      });
      const result = await handleCommand(eventStore, adminStream(admin.adminId), adminDecider, {
        type: 'Login',
        data: {
          passwordValid,
          totp,
          sessionId,
          expiresAt,
          ip: ctx.ip,
          userAgent: ctx.userAgent?.slice(0, 300) ?? null,
        },
        metadata: meta({ ...ctx, actor: admin.adminId }),
      });
      await attempt.succeeded();
      return { adminId: admin.adminId, token, expiresAt, position: result.position };
    },

    /** Ends this session on the server: its token is refused from now on. */
    logout: async (claims: AdminClaims, ctx: AdminRequestContext) => {
      const result = await handleCommand(eventStore, adminStream(claims.adminId), adminDecider, {
        type: 'Logout',
        data: { sessionId: claims.sessionId, expiresAt: claims.expiresAt },
        metadata: meta(ctx),
      });
      return { position: result.position };
    },

    /** A new secret for the signed-in admin: in force once a code of it is verified. */
    startTotpEnrollment: async (adminId: string, ctx: AdminRequestContext) => {
      const admin = created(await loadAdmin(adminId));
      const secret = newTotpSecret();
      const result = await handleCommand(eventStore, adminStream(adminId), adminDecider, {
        type: 'StartTotpEnrollment',
        data: { secret: secrets.seal(secret) },
        metadata: meta(ctx),
      });
      const uri = totpUri(secret, admin.email);
      const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 200 });
      return { secret, uri, qrCode, position: result.position };
    },

    confirmTotpEnrollment: async (adminId: string, code: string, ctx: AdminRequestContext) => {
      const admin = created(await loadAdmin(adminId));
      if (!admin.pendingTotpSecret)
        throw DomainError.illegalState('admin.twoFactorNotStarted', messageOf('admin.twoFactorNotStarted'));
      const totp = checkTotp(secrets.open(admin.pendingTotpSecret), code, clock.now());
      const result = await handleCommand(eventStore, adminStream(adminId), adminDecider, {
        type: 'ConfirmTotpEnrollment',
        data: { totp },
        metadata: meta(ctx),
      });
      return { position: result.position };
    },

    /** Turns two-factor off (a super_admin for someone who lost their device; ends that admin's sessions). */
    resetTotp: async (adminId: string, actor: AdminActor, ctx: AdminRequestContext) => {
      const result = await handleCommand(eventStore, adminStream(adminId), adminDecider, {
        type: 'ResetTotp',
        data: { actor },
        metadata: meta(ctx),
      });
      return { position: result.position };
    },
  };
};

export type AdminCommands = ReturnType<typeof adminCommands>;
