/**
 * The one generic command handler: read the stream, fold it, decide, append with the revision just read.
 * On a revision conflict (someone else appended first) it re-reads and decides again, a few times, with jitter; a
 * conflict that outlasts the retries is answered 503 with Retry-After (`http.busy`), never as an internal error.
 */
import { randomUUID } from 'node:crypto';
import type { CommandMetadata, Decider, DomainEvent } from '../domain/shared/decider';
import { DomainError } from '../domain/shared/errors';
import { messageOf } from '../domain/shared/messages';
import type { EventStore, RecordedEvent } from './ports';
import { WrongExpectedRevisionError } from './ports';

export interface HandleResult<State, Event> {
  state: State;
  events: Event[];
  /** Global position of the last event written, or null when the decision was a no-op. */
  position: number | null;
}

const MAX_ATTEMPTS = 5;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Too many writers on one stream at once: try again in a moment. */
export const storeBusy = () =>
  DomainError.unavailable('http.busy', messageOf('http.busy'), { retryAfterSeconds: 1 });

export const foldStream = <Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  recorded: RecordedEvent[],
): State =>
  recorded.reduce((state, e) => decider.evolve(state, { type: e.type, data: e.data } as Event), decider.initialState());

export const handleCommand = async <Command extends { metadata: CommandMetadata }, Event extends DomainEvent, State>(
  eventStore: EventStore,
  stream: string,
  decider: Decider<Command, Event, State>,
  command: Command,
): Promise<HandleResult<State, Event>> => {
  for (let attempt = 1; ; attempt++) {
    const recorded = await eventStore.read(stream);
    const state = foldStream(decider, recorded);
    const events = decider.decide(command, state);
    if (events.length === 0) return { state, events, position: null };
    const last = recorded.at(-1);
    const { metadata } = command;
    try {
      const { position } = await eventStore.append(
        stream,
        events.map((event) => ({
          id: randomUUID(),
          type: event.type,
          data: event.data,
          metadata: {
            actor: metadata.actor,
            correlationId: metadata.correlationId,
            causationId: null,
            at: metadata.now,
          },
        })),
        last ? last.revision : 'no_stream',
      );
      return { state: events.reduce(decider.evolve, state), events, position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw storeBusy();
      await pause(Math.random() * 10 * attempt);
    }
  }
};
