/**
 * Live game load: `npm run bench:game -- --players N [--questions Q] [--rate R]`. Starts the real server in its own
 * process, drives N bot players (socket.io clients spread over worker processes) through a game whose answers
 * arrive at about R a second, and prints join time, answer-acknowledgement latency, the time for a question to
 * reach every player, server memory per player, and lost or duplicated answers. At the end every player asks for its
 * results as soon as `game_ended` reaches it: the bench prints the time until all of them had their results and the
 * server's event-loop delay meanwhile (measured inside the server process by bench/event-loop-probe.mjs).
 * Prints figures; asserts nothing.
 */
import { fork } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connect, hostAGame } from '../tests/support/game-clients';
import { freePort, http, spawnServer, tempDataDir } from '../tests/support/test-server';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '100' },
    questions: { type: 'string', default: '3' },
    rate: { type: 'string', default: '2500' },
    workers: { type: 'string' },
    duplicates: { type: 'string', default: '0.05' },
  },
});
const players = Number(values.players);
const questions = Number(values.questions);
const rate = Number(values.rate);
const workerCount = Number(values.workers ?? Math.min(3, Math.max(1, Math.ceil(players / 1500))));
const answerSpreadMs = Math.max(500, (players / rate) * 1000);

/** CPU time (user + system) the process has used, in seconds (/proc/<pid>/stat counts clock ticks of 10 ms). */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssMiB = (pid: number) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)![1]) / 1024;
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : NaN;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;
const pause = (t: number) => new Promise((r) => setTimeout(r, t));

interface Fetched {
  endedAt: number;
  doneAt: number;
  attempts: number;
  bytes: number;
  own: boolean;
  rows: number;
  error?: string;
}

/** The server's event-loop delay since the previous signal (bench/event-loop-probe.mjs prints it on SIGUSR2). */
const loopDelay = async (pid: number, output: () => string) => {
  const seen = output().split('event-loop-delay ').length;
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 5000; waited += 20) {
    const parts = output().split('event-loop-delay ');
    if (parts.length > seen)
      return JSON.parse(parts[seen]!.split('\n')[0]!) as { p50: number; p99: number; max: number };
    await pause(20);
  }
  throw new Error('the server did not report its event-loop delay');
};

interface Report {
  arrivals: number[];
  acks: number[];
  failures: string[];
  results: number;
}

const main = async () => {
  const dataDir = tempDataDir();
  const port = await freePort();
  const server = await spawnServer(
    dataDir,
    port,
    {
      LOG_LEVEL: 'warn',
      PLAN_LIMITS: JSON.stringify({ free: { participants: 1_000_000, questionsPerQuiz: 200 } }),
      // Every bot joins from 127.0.0.1: the per-address join and connection limits would turn most of them away.
      GAME_JOINS_PER_MINUTE: '1000000',
      GAME_JOINS_PER_PIN_PER_MINUTE: '1000000',
      GAME_SOCKETS_PER_ADDRESS: '1000000',
    },
    [
      '--import',
      path.join(import.meta.dirname, 'event-loop-probe.mjs'),
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
  );
  const pid = server.child.pid!;
  const workers = Array.from({ length: workerCount }, () =>
    fork(path.join(import.meta.dirname, 'game-bot.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' }),
  );
  const ask = <T>(worker: (typeof workers)[number], message: object, reply: string) =>
    new Promise<T>((resolve, reject) => {
      const on = (m: { type: string; error?: string }) => {
        if (m.type === 'failed') reject(new Error(m.error));
        if (m.type !== reply) return;
        worker.off('message', on);
        resolve(m as T);
      };
      worker.on('message', on);
      worker.send(message);
    });

  try {
    const game = await hostAGame(server.url, { questions, timeLimit: 60, settings: { maxParticipants: players } });
    const host = await connect(server.url, game.token);
    await host.emit('host_game', { gameId: game.gameId });
    const rssBefore = rssMiB(pid);

    console.log(
      `Quizstream live game bench: ${players} players, ${questions} questions, ${workerCount} bot processes, answers over ${Math.round(answerSpreadMs)} ms (~${rate}/s)`,
    );
    const names = Array.from({ length: players }, (_, i) => `Bot ${i + 1}`);
    const joinStarted = performance.now();
    const joined = await Promise.all(
      workers.map((w, i) =>
        ask<{ times: number[] }>(
          w,
          {
            type: 'join',
            url: server.url,
            pin: game.pin,
            gameId: game.gameId,
            names: names.filter((_, n) => n % workerCount === i),
            answerSpreadMs,
            duplicateRate: Number(values.duplicates),
          },
          'joined',
        ),
      ),
    );
    const joinSeconds = (performance.now() - joinStarted) / 1000;
    const joinTimes = joined.flatMap((j) => j.times);
    await pause(500);
    const rssAfter = rssMiB(pid);

    const rows: string[][] = [];
    const acksAll: number[] = [];
    let lost = 0;
    let duplicated = 0;
    for (let q = 0; q < questions; q++) {
      // The host looks at the reveal and the leaderboard before moving on, as a real host does.
      if (q > 0) await pause(1500);
      const started =
        q === 0
          ? host.emit('start_game', { gameId: game.gameId })
          : host.emit('next_question', { gameId: game.gameId, questionIndex: q });
      const ack = await started;
      if (!ack.success) throw new Error(`could not start question ${q}: ${ack.error}`);
      const question = await host.next('question_changed', (e) => e.questionIndex === q, 60_000);
      const startedAt = Date.parse(question.startedAt);
      let reports: Report[] = [];
      const deadline = Date.now() + answerSpreadMs + 30_000;
      for (;;) {
        await pause(250);
        reports = await Promise.all(workers.map((w) => ask<Report>(w, { type: 'report', questionIndex: q }, 'report')));
        const settled = reports.reduce((n, r) => n + r.acks.length + r.failures.length, 0);
        if (settled >= players || Date.now() > deadline) break;
      }
      await host.emit('reveal_answer', { gameId: game.gameId });
      const revealed = await host.next('answer_revealed', (e) => e.questionIndex === q, 60_000);
      const arrivals = reports.flatMap((r) => r.arrivals.map((t) => t - startedAt));
      const acks = reports.flatMap((r) => r.acks);
      const failures = reports.flatMap((r) => r.failures);
      acksAll.push(...acks);
      lost += Math.max(0, acks.length - revealed.answeredCount);
      duplicated += Math.max(0, revealed.answeredCount - acks.length);
      rows.push([
        `Q${q + 1}`,
        String(arrivals.length),
        ms(pct(arrivals, 0.5)),
        ms(Math.max(...arrivals)),
        String(acks.length),
        ms(pct(acks, 0.5)),
        ms(pct(acks, 0.99)),
        String(revealed.answeredCount),
        String(failures.length),
      ]);
    }
    // The end: every player asks for its results as soon as `game_ended` reaches it. First the delay of an idle
    // second as a baseline (the machine is shared: other processes delay the loop too).
    await pause(500);
    await loopDelay(pid, server.output);
    await pause(1000);
    const idleLoop = await loopDelay(pid, server.output);
    const endAsked = performance.timeOrigin + performance.now();
    const cpuAtEnd = cpuSeconds(pid);
    await host.emit('end_game', { gameId: game.gameId });
    let fetched: Fetched[] = [];
    for (const deadline = Date.now() + 320_000; Date.now() < deadline;) {
      await pause(250);
      const parts = await Promise.all(
        workers.map((w) => ask<{ fetched: Fetched[] }>(w, { type: 'results' }, 'results')),
      );
      fetched = parts.flatMap((p) => p.fetched);
      if (fetched.length >= players) break;
    }
    const endLoop = await loopDelay(pid, server.output);
    const endCpu = cpuSeconds(pid) - cpuAtEnd;
    const results = (await http(server.url).get(`/api/games/${game.gameId}/results`)).body.data;

    console.log(
      `\njoin: ${players} players in ${joinSeconds.toFixed(1)} s (${Math.round(players / joinSeconds)}/s); per player p50 ${ms(pct(joinTimes, 0.5))}, p99 ${ms(pct(joinTimes, 0.99))}`,
    );
    console.log(
      `server memory: ${rssBefore.toFixed(0)} MiB before joins, ${rssAfter.toFixed(0)} MiB after; ${(((rssAfter - rssBefore) * 1024) / players).toFixed(1)} KiB per player`,
    );
    const header = [
      'question',
      'reached',
      'reach p50',
      'reach all',
      'acked',
      'ack p50',
      'ack p99',
      'recorded',
      'refused',
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    console.log(`\n${header.map((h, i) => h.padStart(widths[i]!)).join('  ')}`);
    for (const row of rows) console.log(row.map((c, i) => c.padStart(widths[i]!)).join('  '));
    console.log(
      `\nall answers: ack p50 ${ms(pct(acksAll, 0.5))}, p99 ${ms(pct(acksAll, 0.99))}; lost ${lost}, duplicated ${duplicated}; leaderboard ${results.leaderboardPagination?.total ?? results.leaderboard.length} players`,
    );
    const served = fetched.filter((f) => !f.error);
    const waits = served.map((f) => f.doneAt - f.endedAt);
    const lastDone = Math.max(...served.map((f) => f.doneAt));
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / Math.max(1, v.length);
    console.log(
      `results: ${served.length} of ${players} players had their results ${((lastDone - endAsked) / 1000).toFixed(2)} s after end_game ` +
        `(per player from its game_ended: p50 ${ms(pct(waits, 0.5))}, p99 ${ms(pct(waits, 0.99))}, max ${ms(Math.max(...waits))}); ` +
        `${Math.round(mean(served.map((f) => f.bytes)))} bytes and ${Math.round(mean(served.map((f) => f.rows)))} leaderboard rows each, ` +
        `own result in ${served.filter((f) => f.own).length}, asked again ${served.reduce((n, f) => n + f.attempts - 1, 0)} times, ` +
        `failed ${fetched.length - served.length}${fetched.find((f) => f.error) ? ` (${fetched.find((f) => f.error)!.error})` : ''}`,
    );
    console.log(
      `server event-loop delay from end_game until every player had results: p50 ${ms(endLoop.p50)}, p99 ${ms(endLoop.p99)}, max ${ms(endLoop.max)} ` +
        `(idle second before: p50 ${ms(idleLoop.p50)}, p99 ${ms(idleLoop.p99)}, max ${ms(idleLoop.max)})`,
    );
    console.log(
      `server CPU from end_game until every player had results: ${endCpu.toFixed(2)} s, ${((endCpu * 1000) / Math.max(1, served.length)).toFixed(2)} ms per player served`,
    );
    host.close();
  } finally {
    for (const w of workers) w.send({ type: 'close' });
    await pause(500);
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
