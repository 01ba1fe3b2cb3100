import { createEmbeddedReadStore } from '../../infra/readstore/embedded-read-store';
import { openAliasedReadStore } from '../../projections/runtime/read-model-aliases';
import { readStoreContract } from './read-store.contract';

// What the server and the CLI use (openStores): the read-model aliases over the embedded store answer as it does.
readStoreContract('aliased (embedded)', () => openAliasedReadStore(createEmbeddedReadStore()));
