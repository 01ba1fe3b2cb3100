import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe } from 'vitest';
import { openMongoReadStore } from '../../infra/readstore/mongo-read-store';
import { dockerAvailable } from '../support/docker';
import { readStoreContract } from './read-store.contract';

const docker = await dockerAvailable();
if (!docker) console.log('[contract] MongoDB suite skipped: no container runtime (Docker) answers on this machine');

describe.skipIf(!docker)('MongoDB read store (mongo:7 in a container)', () => {
  let container: StartedTestContainer | undefined;
  let databases = 0;

  beforeAll(async () => {
    container = await new GenericContainer('mongo:7')
      .withExposedPorts(27017)
      .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
      .start();
  }, 180_000);
  afterAll(async () => {
    await container?.stop();
  });

  readStoreContract('mongodb', () =>
    openMongoReadStore(
      `mongodb://${container!.getHost()}:${container!.getMappedPort(27017)}`,
      `contract_${++databases}`,
    ),
  );
});
