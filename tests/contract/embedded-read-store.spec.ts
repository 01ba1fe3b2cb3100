import { createEmbeddedReadStore } from '../../infra/readstore/embedded-read-store';
import { readStoreContract } from './read-store.contract';

readStoreContract('embedded', async () => createEmbeddedReadStore());
