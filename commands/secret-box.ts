/**
 * Secrets kept in the event log (two-factor secrets, secret settings such as an AI provider's API key) are stored
 * encrypted: AES-256-GCM with a key derived from SECRETS_KEY (generated once and kept in DATA_DIR when unset), as
 * `enc:v1:<iv>:<tag>:<ciphertext>` in base64url. The log, its backups and an auditor's replay never hold them in
 * clear.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';

export interface SecretBox {
  seal(plain: string): string;
  /** The clear text of a sealed value; throws when it was sealed with another key or altered. */
  open(sealed: string): string;
}

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

export const createSecretBox = (keyMaterial: string): SecretBox => {
  const key = createHash('sha256').update(`quizstream-secrets:${keyMaterial}`).digest();
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${body.toString('base64url')}`;
    },
    open: (sealed) => {
      if (!isSealed(sealed)) throw new Error('not a sealed value');
      const [iv, tag, body] = sealed.slice(PREFIX.length).split(':');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64url'));
      decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64url')), decipher.final()]).toString('utf8');
    },
  };
};
