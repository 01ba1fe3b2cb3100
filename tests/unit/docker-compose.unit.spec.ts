/**
 * The production compose file, read as YAML: only the app is reachable from outside, both databases require
 * credentials, MongoDB runs as a replica set with majority writes, EventStoreDB runs secure without AtomPub, and
 * every long-running service restarts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Service {
  image?: string;
  build?: unknown;
  command?: string[] | string;
  ports?: string[];
  expose?: string[];
  network_mode?: string;
  environment?: Record<string, string>;
  restart?: string;
  healthcheck?: { test: string[] | string };
}

const file = path.resolve(import.meta.dirname, '../../docker-compose.yml');
const compose = parse(readFileSync(file, 'utf8')) as { services: Record<string, Service> };
const { services } = compose;
const flat = (value: string[] | string | undefined) => (Array.isArray(value) ? value.join(' ') : (value ?? ''));

describe('docker-compose.yml', () => {
  it('publishes the app port and nothing else', () => {
    const published = Object.entries(services).filter(([, s]) => (s.ports ?? []).length > 0);
    expect(published.map(([name]) => name)).toEqual(['app']);
    expect(services.app!.ports).toEqual(['${APP_PORT:-3000}:3000']);
    for (const [name, service] of Object.entries(services))
      expect(service.network_mode ?? '', `${name} shares the host network`).not.toBe('host');
  });

  it('runs EventStoreDB secure, without AtomPub, from the 24.10 image of its registry', () => {
    const esdb = services.eventstore!;
    expect(esdb.image).toMatch(/docker\.eventstore\.com\/eventstore\/eventstoredb-ee:24\.10\./);
    const env = esdb.environment!;
    expect(env.EVENTSTORE_INSECURE).toBeUndefined();
    expect(env.EVENTSTORE_ENABLE_ATOM_PUB_OVER_HTTP).toBe('false');
    expect(env.EVENTSTORE_CERTIFICATE_FILE).toBeTruthy();
    expect(env.EVENTSTORE_TRUSTED_ROOT_CERTIFICATES_PATH).toBeTruthy();
    expect(env.EVENTSTORE_DEFAULT_ADMIN_PASSWORD).toMatch(/\$\{EVENTSTORE_ADMIN_PASSWORD:\?/);
    const url = services.app!.environment!.EVENTSTORE_URL!;
    expect(url).toContain('tls=true');
    expect(url).not.toContain('tlsVerifyCert=false');
    expect(url).toMatch(/^esdb:\/\/admin:\$\{EVENTSTORE_ADMIN_PASSWORD\}@eventstore:2113/);
  });

  it('runs MongoDB with authentication as a one-node replica set with a keyfile', () => {
    const mongo = services.mongo!;
    const command = flat(mongo.command);
    expect(command).toContain('--replSet rs0');
    expect(command).toContain('--keyFile');
    expect(command).not.toContain('--noauth');
    expect(mongo.environment!.MONGO_INITDB_ROOT_PASSWORD).toMatch(/\$\{MONGO_PASSWORD:\?/);
    expect(flat(mongo.healthcheck!.test)).toContain('rs.initiate');
    const url = new URL(services.app!.environment!.MONGO_URL!.replace('${MONGO_PASSWORD}', 'secret'));
    expect(url.username).toBe('quizstream');
    expect(url.password).toBe('secret');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      authSource: 'admin',
      replicaSet: 'rs0',
      retryWrites: 'true',
      w: 'majority',
      readPreference: 'primary',
    });
  });

  it('restarts every long-running service; one-shot setup services run once', () => {
    for (const [name, service] of Object.entries(services)) {
      const oneShot = name.endsWith('-certs') || name.endsWith('-keyfile');
      expect(service.restart, name).toBe(oneShot ? 'no' : 'unless-stopped');
    }
  });
});
