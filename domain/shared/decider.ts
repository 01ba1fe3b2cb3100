/** The whole contract of a stream's behaviour: pure functions, no I/O, no clock, no randomness. */
export interface Decider<Command, Event, State> {
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
  initialState: () => State;
}

/** Metadata every command carries: who asks, when (the clock comes in as data), and for which request. */
export interface CommandMetadata {
  now: string;
  actor: string | null;
  correlationId: string;
}

export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}
