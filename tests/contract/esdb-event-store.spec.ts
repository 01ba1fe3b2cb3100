import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import type { RecordedEvent } from '../../commands/ports';
import { openEsdbEventStore } from '../../infra/eventstore/esdb-event-store';
import { dockerAvailable } from '../support/docker';
import { eventStoreContract, newEvent, newStream, waitFor } from './event-store.contract';

/** The image docker-compose.yml runs (EventStore's registry, 24.10 LTS). */
const IMAGE = 'docker.eventstore.com/eventstore/eventstoredb-ee:24.10.0-x64-8.0-bookworm-slim';

const docker = await dockerAvailable();
if (!docker)
  console.warn('[contract] EventStoreDB suite skipped: no container runtime (Docker) answers on this machine');

let container: StartedTestContainer | undefined;
let connectionString = '';

/** A fixed host port, so that the server keeps its address across a container restart. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

if (docker) {
  beforeAll(async () => {
    const port = await freePort();
    // On disk inside the container (not EVENTSTORE_MEM_DB), so that a restart keeps the log.
    container = await new GenericContainer(IMAGE)
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
        EVENTSTORE_CLUSTER_SIZE: '1',
        EVENTSTORE_ENABLE_ATOM_PUB_OVER_HTTP: 'false',
      })
      .withExposedPorts({ container: 2113, host: port })
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .withStartupTimeout(240_000)
      .start();
    connectionString = `esdb://127.0.0.1:${port}?tls=false`;
  }, 300_000);
  afterAll(async () => {
    await container?.stop();
  }, 120_000);
}

eventStoreContract('eventstoredb', async () => openEsdbEventStore(connectionString), { skip: !docker });

describe.skipIf(!docker)('eventstoredb adapter', () => {
  it('resubscribes after a server restart mid-subscription and delivers every event once', async () => {
    const store = openEsdbEventStore(connectionString);
    try {
      const received: RecordedEvent[] = [];
      const subscription = store.subscribe(await store.headPosition(), (batch) => {
        received.push(...batch);
      });
      const stream = newStream();
      const before = newEvent('BeforeRestart');
      await store.append(stream, [before], 'no_stream');
      await waitFor(() => received.length === 1);
      await container!.restart();
      // Appends fail while the server starts again; the exact retry makes a resend of the same event safe.
      const after = newEvent('AfterRestart');
      for (let attempt = 0; ; attempt++) {
        try {
          await store.append(stream, [after], 0);
          break;
        } catch (error) {
          if (attempt > 60) throw error;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
      await waitFor(() => received.length >= 2, 120_000);
      await subscription.close();
      expect(received.map(({ id }) => id)).toEqual([before.id, after.id]);
      expect((await store.read(stream)).map(({ id }) => id)).toEqual([before.id, after.id]);
    } finally {
      await store.close();
    }
  }, 300_000);
});
