/**
 * A read store that maps logical collection names (the ones projections and queries use) to physical ones, so a
 * read model can be rebuilt into a new collection and switched to in one step (blue-green, see
 * blue-green.ts). The map is one document in `_aliases` of the underlying store: a switch is a
 * single document write, and every process on a shared (durable) store re-reads it every `refreshMs`.
 * A collection handle resolves its physical name on every call, so handles held across a switch follow it.
 */
import type { Collection, Doc, ReadStore } from '../../commands/ports';

export const ALIASES = '_aliases';
const ALIAS_DOC = 'read-models';

interface AliasDoc extends Doc {
  /** The last generation handed out: new collections are named `<logical>__g<generation>`. */
  generation: number;
  /** Logical name → physical name, only for collections that were switched. */
  names: Record<string, string>;
  updatedAt: string;
}

export interface AliasedReadStore extends ReadStore {
  readonly aliased: true;
  /** The store underneath, addressed by physical names. */
  readonly base: ReadStore;
  /** The physical collection a logical name reads and writes now. */
  physicalName(logical: string): string;
  /** Reserves a new generation number (persisted, so two rebuilds never share collections). */
  nextGeneration(): Promise<number>;
  /** Points the given logical names at new physical collections, all in one write. */
  switchTo(names: Record<string, string>): Promise<void>;
  /** Re-reads the map written by another process. */
  refresh(): Promise<void>;
  /** How often a durable store's map is re-read. */
  readonly refreshMs: number;
}

export const isAliased = (store: ReadStore): store is AliasedReadStore =>
  (store as Partial<AliasedReadStore>).aliased === true;

/**
 * Every call of a handle goes to the collection `resolve(name)` names at that moment. A proxy, so the optional
 * methods an adapter offers (bulk writes, index listing) pass through exactly when the adapter has them.
 */
export const resolvingCollection = <T extends Doc>(
  base: ReadStore,
  resolve: () => string,
  cache: Map<string, Collection<Doc>>,
): Collection<T> => {
  const current = (): Collection<Doc> => {
    const physical = resolve();
    let found = cache.get(physical);
    if (!found) cache.set(physical, (found = base.collection(physical)));
    return found;
  };
  // Bound methods are made once per physical collection, not on every call.
  const bound = new WeakMap<Collection<Doc>, Map<PropertyKey, unknown>>();
  return new Proxy({} as Collection<T>, {
    get: (_target, key) => {
      const collection = current();
      let methods = bound.get(collection);
      if (!methods) bound.set(collection, (methods = new Map()));
      if (methods.has(key)) return methods.get(key);
      const value: unknown = Reflect.get(collection, key);
      const method = typeof value === 'function' ? value.bind(collection) : value;
      methods.set(key, method);
      return method;
    },
    has: (_target, key) => Reflect.has(current(), key),
  });
};

/**
 * A fixed renaming on top of `base` (names not renamed pass through): the view a rebuild writes its new
 * generation through, with the projections' own names. The renaming never changes, so a handle is the
 * underlying collection itself.
 */
export const renamedReadStore = (base: ReadStore, rename: (name: string) => string): ReadStore => ({
  kind: base.kind,
  durable: base.durable,
  collection: <T extends Doc = Doc>(name: string) => base.collection<T>(rename(name)),
  drop: (name) => base.drop(rename(name)),
  // The view does not own the connection.
  close: async () => {},
});

export const openAliasedReadStore = async (base: ReadStore, { refreshMs = 1000 } = {}): Promise<AliasedReadStore> => {
  const aliases = base.collection<AliasDoc>(ALIASES);
  let names: Record<string, string> = {};
  const cache = new Map<string, Collection<Doc>>();
  const physicalName = (logical: string) => names[logical] ?? logical;

  const refresh = async () => {
    names = (await aliases.findOne({ _id: ALIAS_DOC }))?.names ?? {};
  };
  await refresh();
  // On a shared store another process (the CLI, another replica) may switch a read model.
  const timer = base.durable ? setInterval(() => void refresh().catch(() => undefined), refreshMs).unref() : null;

  return {
    aliased: true,
    base,
    kind: base.kind,
    durable: base.durable,
    physicalName,
    refresh,
    refreshMs,
    collection: <T extends Doc = Doc>(name: string) => resolvingCollection<T>(base, () => physicalName(name), cache),
    drop: async (name) => {
      cache.delete(physicalName(name));
      await base.drop(physicalName(name));
    },
    nextGeneration: async () => {
      await aliases.updateOne({ _id: ALIAS_DOC }, { $inc: { generation: 1 } }, { upsert: true });
      return (await aliases.findOne({ _id: ALIAS_DOC }))!.generation;
    },
    switchTo: async (changes) => {
      await refresh();
      const next = { ...names, ...changes };
      // A name switched back to itself needs no alias.
      for (const [logical, physical] of Object.entries(next)) if (logical === physical) delete next[logical];
      await aliases.updateOne(
        { _id: ALIAS_DOC },
        { $set: { names: next, updatedAt: new Date().toISOString() } },
        { upsert: true },
      );
      names = next;
    },
    close: async () => {
      if (timer) clearInterval(timer);
      await base.close();
    },
  };
};
