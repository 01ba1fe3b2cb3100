/**
 * `npm run admin:create -- --email <e> --password <p> [--role super_admin] [--totp]`: creates a staff account by
 * appending events to the event store directly, so it works with the server running or not (two processes on one
 * SQLite WAL file are fine; a running server picks the events up within a second). The email of an existing user
 * account makes that user an admin; any other email gets a staff-only account. With `--totp`, two-factor sign-in is
 * on at once and the secret and its otpauth:// URI are printed (add them to an authenticator app).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { adminCommands } from '../commands/admin/admin.commands';
import { createAdminTokens } from '../commands/admin/admin-tokens';
import { createSecretBox } from '../commands/secret-box';
import { createLoginThrottle } from '../commands/user/login-throttle';
import { ConfigError, loadConfig } from '../config';
import { adminRoles } from '../domain/admin/roles';
import { DomainError } from '../domain/shared/errors';
import { emailSchema, newPasswordSchema } from '../domain/user/user.schemas';
import { messageOf } from '../domain/shared/messages';
import { createArgon2Hasher } from '../infra/crypto/argon2-hasher';
import { openStores } from '../server';

const usage = 'usage: npm run admin:create -- --email <email> --password <password> [--role <role>] [--totp]';

const argsSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema(),
  role: z.enum(adminRoles, { error: `role must be one of ${adminRoles.join(', ')}` }).default('super_admin'),
  totp: z.boolean().default(false),
});

const main = async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      totp: { type: 'boolean' },
    },
    strict: true,
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`--${issue.path.join('.')}: ${messageOf(issue.message)}`);
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const { eventStore, readStore } = await openStores(config);
  try {
    const commands = adminCommands({
      eventStore,
      hasher: createArgon2Hasher({ concurrency: 1 }),
      clock: { now: () => new Date() },
      tokens: createAdminTokens({ secret: config.jwt.secret, ttl: config.admin.jwtTtl }),
      throttle: createLoginThrottle(),
      secrets: createSecretBox(config.admin.secretsKey),
      // Creating an admin never demotes anyone: the last-super_admin rule does not apply.
      superAdminCount: async () => 0,
    });
    const { email, password, role, totp } = parsed.data;
    const created = await commands.create(
      { email, password, role, totp },
      { actor: null, correlationId: 'admin-create', ip: null, userAgent: 'admin-create' },
    );
    console.log(`Admin created: ${email} (${role}), id ${created.adminId}`);
    console.log(
      created.userId
        ? 'Linked to the existing user account with this email.'
        : 'Staff-only account (no user account has this email).',
    );
    if (created.totp) {
      console.log('Two-factor sign-in is on. Add this secret to an authenticator app (or open the URI):');
      console.log(`  secret: ${created.totp.secret}`);
      console.log(`  uri:    ${created.totp.uri}`);
    }
    console.log('Sign in at /admin/login.');
  } finally {
    await eventStore.close();
    await readStore.close();
  }
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof DomainError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
