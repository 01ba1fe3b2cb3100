import type { GenerationRequest, GenerationResult } from '../domain/content/content.types';
import type { SourceAnalysis, SourceAnalysisRequest } from '../domain/content/source-analysis';
import type { Plan } from '../domain/plans/plans';
import { DomainError } from '../domain/shared/errors';
import { messageOf } from '../domain/shared/messages';
import type {
  BillingSource,
  ProviderAdjustment,
  ProviderSubscription,
  ProviderTransaction,
} from '../domain/subscription/subscription.model';
import type {
  BillingCycle,
  BillingProvider,
  CheckoutStart,
  SandboxAction,
} from '../domain/subscription/subscription.views';

/**
 * Port interfaces: what the application needs from the outside world.
 * Adapters live in infra/; projections/ and infra/ import these types from here and nothing else of commands/.
 */

// ---------------------------------------------------------------- event store

/** Who and why: carried by every event. */
export interface EventMetadata {
  actor: string | null;
  correlationId: string;
  causationId: string | null;
  /** ISO time the command was decided (the clock comes in as data). */
  at: string;
  [key: string]: unknown;
}

/** An event as the application hands it to the store. */
export interface NewEvent {
  /**
   * uuid. An exact retry (the same ids with the same expected revision, `no_stream` or a number) is a no-op that
   * answers what the first append answered, in every adapter. With `any` a stored id is recognised only where the
   * adapter can tell: SQLite always, EventStoreDB only within its in-memory window of recent writes; so the
   * application never appends with `any` what it may retry.
   */
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

/** An event as the store gives it back. */
export interface RecordedEvent<TData = unknown> {
  id: string;
  stream: string;
  /** 0-based position within its stream. */
  revision: number;
  /** 1-based position in the whole log; strictly increasing. */
  position: number;
  type: string;
  data: TData;
  metadata: EventMetadata;
  /** ISO time the store recorded it. */
  createdAt: string;
}

/** `no_stream`: the stream must not exist; `any`: no check; a number: the stream's last revision must equal it. */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface AppendResult {
  /** Revision of the stream's last event after the append. */
  nextRevision: number;
  /** Global position of the last event written (or already stored, for an idempotent retry). */
  position: number;
}

export class WrongExpectedRevisionError extends Error {
  readonly code = 'WRONG_EXPECTED_REVISION';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    /** The stream's actual last revision, or -1 when it does not exist. */
    readonly actual: number,
  ) {
    super(`stream ${stream}: expected revision ${String(expected)}, actual ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/**
 * Size limits every adapter checks before it writes anything, the same in all of them, so no adapter accepts what
 * another would refuse: EventStoreDB refuses an append whose events (data + metadata) exceed its MaxAppendSize
 * (1 MiB by default). An event's size is the UTF-8 length of its data's JSON plus its metadata's JSON. Large texts
 * are kept as blobs and referenced from their event.
 */
export const EVENT_SIZE_LIMITS = {
  /** One event. */
  eventBytes: 512 * 1024,
  /** All events of one append together. */
  appendBytes: 768 * 1024,
} as const;

/** The UTF-8 size of an event as the limits count it. */
export const eventSize = (event: Pick<NewEvent, 'data' | 'metadata'>) =>
  Buffer.byteLength(JSON.stringify(event.data ?? null)) + Buffer.byteLength(JSON.stringify(event.metadata));

/** An event or an append over EVENT_SIZE_LIMITS: nothing was written (413 at the edge). */
export class EventTooLargeError extends DomainError {
  constructor(
    readonly stream: string,
    readonly bytes: number,
    readonly maxBytes: number,
  ) {
    const params = { max: maxBytes.toLocaleString('en') };
    super('tooLarge', 'validation.recordTooLarge', messageOf('validation.recordTooLarge', params), undefined, params);
    this.name = 'EventTooLargeError';
  }
}

/** Throws EventTooLargeError when an event or the whole append is over the limits. Adapters call it first. */
export const checkAppendSize = (stream: string, events: readonly Pick<NewEvent, 'data' | 'metadata'>[]) => {
  let total = 0;
  for (const event of events) {
    const bytes = eventSize(event);
    if (bytes > EVENT_SIZE_LIMITS.eventBytes) throw new EventTooLargeError(stream, bytes, EVENT_SIZE_LIMITS.eventBytes);
    total += bytes;
  }
  if (total > EVENT_SIZE_LIMITS.appendBytes) throw new EventTooLargeError(stream, total, EVENT_SIZE_LIMITS.appendBytes);
};

export interface Subscription {
  /** Stops delivery; resolves once no handler call is running. */
  close(): Promise<void>;
}

export type SubscriptionHandler = (events: RecordedEvent[]) => Promise<void> | void;

/** A checkpoint of the log's hash chain: its head hash after the `events`-th chained event, at `position`. */
export interface ChainCheckpoint {
  position: number;
  events: number;
  hash: string;
  createdAt: string;
}

/** The hash chain of the log (issue 11; domain/audit/hash-chain.mjs), where the adapter keeps one. */
export interface ChainStatus {
  /** Events per checkpoint. */
  checkpointEvery: number;
  /** Events at or before this position predate the chain until `audit -- seal` takes them in (0: all chained). */
  fromPosition: number;
  /** The head hash after the last chained event; null before the first. */
  head: { position: number; events: number; hash: string } | null;
  lastCheckpoint: ChainCheckpoint | null;
}

export interface EventStore {
  readonly kind: string;
  /** The hash chain's head and latest checkpoint; absent where the adapter keeps no checkpoints. */
  chainStatus?(): Promise<ChainStatus>;
  append(stream: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  /** Every event of a stream in revision order; empty when it does not exist. */
  read(stream: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]>;
  /** Events of the whole log with position > fromPosition, in position order, at most `limit`. */
  readAll(fromPosition: number, limit?: number): Promise<RecordedEvent[]>;
  /** Position of the last event in the log (0 when empty). */
  headPosition(): Promise<number>;
  /**
   * Catch-up subscription: delivers every event with position > fromPosition in batches, then live ones.
   * Batches are delivered one at a time; the next waits until the handler's promise settles.
   */
  subscribe(fromPosition: number, handler: SubscriptionHandler): Subscription;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- read store

export type Doc = Record<string, unknown> & { _id: string };
export type Filter = Record<string, unknown>;
export type Update = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: Record<string, 0 | 1>;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
}

export interface IndexInfo {
  name: string;
  key: Record<string, 1 | -1>;
  unique: boolean;
}

export interface Collection<T extends Doc = Doc> {
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter?: Filter, options?: Omit<FindOptions, 'limit' | 'skip'>): Promise<T | null>;
  countDocuments(filter?: Filter): Promise<number>;
  aggregate<R = Record<string, unknown>>(pipeline: Record<string, unknown>[]): Promise<R[]>;
  insertOne(doc: T): Promise<void>;
  /** Replaces the whole document with this _id, inserting it when absent. */
  replaceOne(filter: Filter, doc: T, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<{ deletedCount: number }>;
  deleteMany(filter?: Filter): Promise<{ deletedCount: number }>;
  createIndex(keys: Record<string, 1 | -1>, options?: { unique?: boolean; name?: string }): Promise<void>;
  /**
   * The collection's indexes but `_id_` (none when it does not exist). A `createIndex` of an existing name with
   * other keys or options is refused (MongoDB's 85/86): compare first, then `dropIndex` and create it again.
   */
  listIndexes?(): Promise<IndexInfo[]>;
  dropIndex?(name: string): Promise<void>;
  /** Replaces (or upserts) several documents in one round trip, in order, stopping at the first failure. */
  bulkReplace?(writes: { filter: Filter; replacement: T; upsert?: boolean }[]): Promise<void>;
}

export interface ReadStore {
  readonly kind: string;
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  /** Drops a collection and its documents. */
  drop(name: string): Promise<void>;
  /** True when the store keeps documents across restarts (MongoDB); false for the in-process engine. */
  readonly durable: boolean;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- other ports

export interface Clock {
  now(): Date;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A stable kind for tests and logs, e.g. `password-reset`. */
  kind: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** The hasher's queue is full: the edge answers 429 at once instead of queueing without bound. */
export class HasherBusyError extends Error {
  constructor() {
    super('password hasher queue is full');
    this.name = 'HasherBusyError';
  }
}

// ---------------------------------------------------------------- blobs (question images, later other uploads)

/** Past `maxBytes` a write stops at once and leaves nothing behind. */
export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`blob larger than ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

/** A blob written but not yet visible: `commit` gives it its name, `discard` drops it. */
export interface StagedBlob {
  bytes: number;
  sha256: string;
  commit(name: string): Promise<void>;
  discard(): Promise<void>;
}

export interface BlobStore {
  /**
   * Streams `source` into a new blob named `name`. The blob appears only once complete; a failure or
   * `BlobTooLargeError` leaves nothing behind.
   */
  put(
    name: string,
    source: AsyncIterable<Uint8Array>,
    options: { maxBytes: number },
  ): Promise<{ bytes: number; sha256: string }>;
  /**
   * Streams `source` into a blob that has no name yet (so the caller can decide, e.g. check a quota, before it
   * appears). A failure, an aborted source or `BlobTooLargeError` leaves nothing behind.
   */
  stage(source: AsyncIterable<Uint8Array>, options: { maxBytes: number }): Promise<StagedBlob>;
  /** A stored blob's bytes as a stream, with its size; null when there is none. */
  open(name: string): Promise<{ size: number; stream: NodeJS.ReadableStream } | null>;
  remove(name: string): Promise<void>;
}

/** An upload kept on disk for the length of one request (a PDF being read), never whole in memory. */
export interface SpooledFile {
  path: string;
  bytes: number;
  /** Deletes the file; safe to call more than once. */
  remove(): Promise<void>;
}

export interface UploadSpool {
  /** Streams `source` into a new temporary file; past `maxBytes` (`BlobTooLargeError`) or on failure, none is left. */
  spool(source: AsyncIterable<Uint8Array>, options: { maxBytes: number }): Promise<SpooledFile>;
}

// ---------------------------------------------------------------- what commands read of question images

export interface OrphanImage {
  imageId: string;
  ownerId: string;
  fileName: string;
}

/** Facts about stored question images that commands need (quota, clean-up); implemented over the read models. */
export interface ImageReader {
  /** Bytes of images the account keeps now. */
  usedBytes(ownerId: string): Promise<number>;
  /** Images uploaded before `cutoff` that no quiz shows now nor stopped showing after `cutoff`. */
  orphansBefore(cutoff: Date): AsyncIterable<OrphanImage>;
  /** Resolves once the read models include the event at `position`. */
  caughtUp(position: number): Promise<void>;
}

// ---------------------------------------------------------------- what commands read of accounts

/** Facts about an account that commands need for plan limits; implemented over the read models. */
export interface AccountReader {
  planOf(userId: string): Promise<string | null>;
  /** The interface language of the account (en, tr, de), the default target language of generated quizzes. */
  languageOf(userId: string): Promise<string | null>;
  quizzesCreatedThisMonth(userId: string, now: Date): Promise<number>;
}

// ---------------------------------------------------------------- content: extraction and question generation

/** A source that cannot be read; `code` is a message code (e.g. `content.pdfEncrypted`, `content.urlPrivate`). */
export class ExtractionError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /**
     * HTTP-ish kind for the edge: 'validation' (400), 'unsupportedMediaType' (415), 'tooLarge' (413), 'forbidden'
     * (403), 'unprocessable' (422: a valid request for a source we may not or cannot read, e.g. robots.txt).
     */
    readonly kind: 'validation' | 'unsupportedMediaType' | 'tooLarge' | 'forbidden' | 'unprocessable' = 'validation',
    /** The numbers and names the message shows (e.g. a limit). */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}

export interface ExtractedSource {
  text: string;
  title: string | null;
  /** pdf: page count; url: final URL after redirects, site name. */
  metadata: Record<string, unknown>;
}

export interface PdfExtractor {
  /** Text of a PDF; ExtractionError for a corrupt, encrypted or image-only file. */
  extract(bytes: Uint8Array, fileName: string): Promise<ExtractedSource>;
  /** The same for a PDF in a file (an upload spooled to disk): its bytes are read by the parser, never held here. */
  extractFile(path: string, fileName: string): Promise<ExtractedSource>;
}

/** Runs `analyseSource` (domain/content/source-analysis.ts) off the event loop. */
export interface SourceAnalyzer {
  analyse(request: SourceAnalysisRequest): Promise<SourceAnalysis>;
}

export interface UrlExtractor {
  /** Readable text of a public web page, fetched safely (public addresses only, robots.txt honoured, capped). */
  extract(url: string): Promise<ExtractedSource>;
}

export interface QuestionGenerator {
  /** `local` or `openai`. */
  readonly name: string;
  readonly model: string | null;
  generate(request: GenerationRequest): Promise<GenerationResult>;
  /** Does the generator answer? (POST /api/content/test-ai) */
  test(): Promise<{ ok: boolean; detail: string }>;
}

// ---------------------------------------------------------------- billing (sandbox, paddle)

/** A subscription as the provider reports it; the application resolves `plan` from the price id. */
export type BillingSubscription = Omit<ProviderSubscription, 'plan'>;
export type BillingTransaction = Omit<ProviderTransaction, 'plan'>;

/** A verified webhook, read: which entity it reports, and the user it names (`custom_data.userId`) if any. */
export type BillingNotice =
  | { kind: 'subscription'; source: BillingSource; userId: string | null; subscription: BillingSubscription }
  | {
      kind: 'transaction';
      source: BillingSource;
      userId: string | null;
      transaction: BillingTransaction;
      outcome: 'completed' | 'failed';
    }
  | { kind: 'adjustment'; source: BillingSource; userId: null; adjustment: ProviderAdjustment }
  /** A type we do not handle (answered 200 so the provider stops retrying). */
  | { kind: 'ignored'; source: BillingSource };

/** The `Paddle-Signature` is missing, malformed, stale or made with another secret (400, nothing recorded). */
export class WebhookSignatureError extends Error {
  constructor(readonly reason: 'missing' | 'malformed' | 'stale' | 'mismatch') {
    super(`webhook signature ${reason}`);
    this.name = 'WebhookSignatureError';
  }
}

/** A signed body that is not a notification we can read (400). */
export class WebhookPayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookPayloadError';
  }
}

/** The provider failed (`unavailable`: network, 5xx, timeout) or refused the request (`refused`: 4xx). */
export class BillingProviderError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'refused',
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'BillingProviderError';
  }
}

export interface CheckoutRequest {
  checkoutId: string;
  userId: string;
  email: string;
  plan: Plan;
  billingCycle: BillingCycle;
  priceId: string;
  amountCents: number;
  currencyCode: string;
}

export interface PortalLinks {
  overviewUrl: string | null;
  updatePaymentMethodUrl: string | null;
  cancelUrl: string | null;
}

export interface BillingPort {
  readonly provider: BillingProvider;
  /**
   * Verifies `Paddle-Signature` (HMAC-SHA256 of `ts:rawBody`, any of several `h1`, timing-safe, 5 s tolerance) on
   * the raw bytes and reads the notification. Throws WebhookSignatureError or WebhookPayloadError.
   */
  readWebhook(rawBody: Buffer, signature: string | undefined, now: Date): BillingNotice;
  /** What the browser needs to open the checkout (the local page, or Paddle.js's settings). */
  checkout(request: CheckoutRequest): Promise<CheckoutStart>;
  getSubscription(subscriptionId: string): Promise<BillingSubscription>;
  cancelSubscription(
    subscriptionId: string,
    effectiveFrom: 'next_billing_period' | 'immediately',
  ): Promise<BillingSubscription>;
  /** A full refund of a transaction through an adjustment (it may wait for the provider's approval). */
  refund(request: { transactionId: string; reason: string }): Promise<ProviderAdjustment>;
  /** Links to the provider's customer portal (update the payment method, cancel). */
  portalLinks(customerId: string, subscriptionId: string | null): Promise<PortalLinks>;
}

/** A test card payment on the sandbox's checkout page. */
export interface SandboxCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export interface SandboxCheckoutSession {
  checkoutId: string;
  userId: string;
  email: string;
  plan: Plan;
  billingCycle: BillingCycle;
  priceId: string;
  amountCents: number;
  currencyCode: string;
  createdAt: string;
  status: 'open' | 'paid' | 'expired';
}

/** The sandbox: a local provider that keeps its customers and subscriptions and posts Paddle-format webhooks. */
export interface SandboxBillingPort extends BillingPort {
  readonly provider: 'sandbox';
  checkoutSession(checkoutId: string, now: Date): SandboxCheckoutSession | null;
  /** Charges the test card; on success the signed webhooks were delivered to our endpoint and answered. */
  pay(checkoutId: string, card: SandboxCard, now: Date): Promise<{ status: 'paid' | 'declined' }>;
  /** Developer actions: renew now, a failed renewal (past_due), cancel at period end, refund the last payment. */
  act(subscriptionId: string, action: SandboxAction, now: Date): Promise<void>;
}
