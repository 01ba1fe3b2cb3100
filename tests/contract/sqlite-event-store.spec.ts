import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../commands/ports';
import { openSqliteEventStore } from '../../infra/eventstore/sqlite-event-store';
import { eventStoreContract, newEvent, newStream, waitFor } from './event-store.contract';

const dir = mkdtempSync(join(tmpdir(), 'quizstream-sqlite-event-store-'));
const file = join(dir, 'events.db');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

eventStoreContract('sqlite', async () => openSqliteEventStore(file), {
  openEmpty: async () => openSqliteEventStore(':memory:'),
});

describe('sqlite event store', () => {
  it('delivers appends made through another connection to the same file (e.g. a CLI)', async () => {
    const server = openSqliteEventStore(file);
    const cli = openSqliteEventStore(file);
    try {
      const received: RecordedEvent[] = [];
      const subscription = server.subscribe(await server.headPosition(), (batch) => {
        received.push(...batch);
      });
      const stream = newStream();
      const written = await cli.append(stream, [newEvent()], 'no_stream');
      await waitFor(() => received.some(({ position }) => position === written.position));
      await subscription.close();
      expect(received.map(({ stream: of }) => of)).toEqual([stream]);
    } finally {
      await cli.close();
      await server.close();
    }
  });
});
