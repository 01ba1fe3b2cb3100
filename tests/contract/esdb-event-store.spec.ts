import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { openEsdbEventStore } from '../../infra/eventstore/esdb-event-store';
import { dockerAvailable } from '../support/docker';
import { eventStoreContract } from './event-store.contract';

const docker = await dockerAvailable();
if (!docker)
  console.warn('[contract] EventStoreDB suite skipped: no container runtime (Docker) answers on this machine');

let container: StartedTestContainer | undefined;
let connectionString = '';

eventStoreContract('eventstoredb', async () => openEsdbEventStore(connectionString), {
  skip: !docker,
  setup: async () => {
    container = await new GenericContainer('eventstore/eventstore:24.10')
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_MEM_DB: 'true',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
        EVENTSTORE_CLUSTER_SIZE: '1',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .withStartupTimeout(240_000)
      .start();
    connectionString = `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
  },
  teardown: async () => {
    await container?.stop();
  },
});
