/** given(events).when(command).then(expectedEvents) | .thenThrows(code): decider tests that read as a story. */
import { expect } from 'vitest';
import type { Decider } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/errors';

export const deciderSpec =
  <Command, Event, State>(decider: Decider<Command, Event, State>) =>
  (given: Event[]) => ({
    when: (command: Command) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: Event[]) => expect(run()).toEqual(expected),
        thenThrows: (code: string) => {
          let caught: unknown;
          try {
            run();
          } catch (error) {
            caught = error;
          }
          expect(caught).toBeInstanceOf(DomainError);
          expect((caught as DomainError).code).toBe(code);
        },
      };
    },
  });
