/**
 * Fan-out to the players of a game in slices. A room broadcast to thousands of sockets writes to every one of them
 * in one go and holds the event loop meanwhile (tens of microseconds a socket here), delaying every answer's
 * acknowledgement. Here each game's player messages go through one queue, in order, a slice of sockets at a time
 * with the event loop free in between; so no socket ever sees two messages out of order, and the time each socket
 * was handed a question is known.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Server, Socket } from 'socket.io';

const SLICE = 100;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyServer = Server<any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySocket = Socket<any, any, any, any>;

export interface FanoutJob {
  event: string;
  /** One payload for everyone, or one per socket (null: send nothing to that socket). */
  payload: Record<string, unknown> | ((socket: AnySocket) => Record<string, unknown> | null);
  /** Coalescing key: a queued job with the same key is replaced by the newer one (ticks, counts). */
  coalesce?: string;
  onSent?: (socket: AnySocket, at: number) => void;
}

export const createRoomFanout = (io: AnyServer) => {
  const queues = new Map<string, FanoutJob[]>();
  const running = new Set<string>();

  const run = async (room: string) => {
    running.add(room);
    try {
      for (let job = queues.get(room)?.shift(); job; job = queues.get(room)?.shift()) {
        const ids = [...(io.sockets.adapter.rooms.get(room) ?? [])];
        for (let i = 0; i < ids.length; i += SLICE) {
          for (const id of ids.slice(i, i + SLICE)) {
            const socket = io.sockets.sockets.get(id);
            if (!socket) continue;
            const payload = typeof job.payload === 'function' ? job.payload(socket) : job.payload;
            if (!payload) continue;
            socket.emit(job.event, payload);
            job.onSent?.(socket, Date.now());
          }
          if (i + SLICE < ids.length) await yieldToLoop();
        }
      }
    } finally {
      running.delete(room);
      if (queues.get(room)?.length === 0) queues.delete(room);
    }
  };

  return {
    /** Queues a message for every socket in `room`; delivery starts at once when the room's queue is idle. */
    send: (room: string, job: FanoutJob) => {
      const queue = queues.get(room) ?? [];
      queues.set(room, queue);
      const same = job.coalesce ? queue.findIndex((j) => j.coalesce === job.coalesce) : -1;
      if (same >= 0) queue[same] = job;
      else queue.push(job);
      if (!running.has(room)) void run(room);
    },
    close: () => queues.clear(),
  };
};

export type RoomFanout = ReturnType<typeof createRoomFanout>;
