/**
 * Live games under abuse (issue 8, items 3, 7 and 12): open games per host, idle lobbies, creation and join rates,
 * PIN guessing, a removed guest coming back, join_game floods, socket connections per address, failed answers and
 * a host acting as a player. The real server, real HTTP and real socket.io clients; addresses are set with
 * X-Forwarded-For, which the server trusts from loopback (its default TRUST_PROXY).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, hostAGame, joinAsPlayer, requestId, requestJoin } from '../support/game-clients';
import type { TestServer } from '../support/test-server';
import { http, startTestServer } from '../support/test-server';

const servers: TestServer[] = [];
const start = async (env: Record<string, string> = {}, dataDir?: string) => {
  const server = await startTestServer(env, dataDir);
  servers.push(server);
  return server;
};
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

/** A PIN no game of this server holds. */
const unknownPin = (taken: string[]) => {
  for (;;) {
    const pin = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
    if (!taken.includes(pin)) return pin;
  }
};

const newGame = (url: string, quizId: string, token: string) => http(url).post('/api/games', { quizId }, token);

describe('Open games per host', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await start({ GAME_CREATES_PER_HOUR: '1000' });
  });

  it('refuses the 11th open game with a clear message, and allows one again after a game ends', async () => {
    const first = await hostAGame(server.url);
    const ids = [first.gameId];
    for (let i = 0; i < 9; i++) {
      const res = await newGame(server.url, first.quiz.id, first.token);
      expect(res.status).toBe(201);
      ids.push(res.body.data.game.id);
    }
    const eleventh = await newGame(server.url, first.quiz.id, first.token);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body).toMatchObject({
      code: 'game.tooManyOpenGames',
      params: { limit: 10 },
      error: 'You already have 10 open games. End one, or wait for an unused lobby to close, before creating another.',
    });

    const host = await connect(server.url, first.token);
    expect((await host.emit('host_game', { gameId: ids[3] })).success).toBe(true);
    expect(await host.emit('end_game', { gameId: ids[3] })).toMatchObject({ success: true });
    // Three at once for the one free place: exactly one is created.
    const racing = await Promise.all([1, 2, 3].map(() => newGame(server.url, first.quiz.id, first.token)));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);

    // Another host is not affected.
    expect((await hostAGame(server.url)).gameId).toBeTruthy();
    host.close();
  });
});

describe('An idle lobby', () => {
  it('expires with a LobbyExpired event: the host hears it, its PIN is free and it no longer counts', async () => {
    const server = await start({ GAME_LOBBY_IDLE_MS: '1000', GAME_MAX_OPEN_PER_HOST: '1' });
    const { token, gameId, pin, quiz } = await hostAGame(server.url);
    const host = await connect(server.url, token);
    await host.emit('host_game', { gameId });
    const player = await joinAsPlayer(server.url, pin, 'Idle Ida');
    expect((await newGame(server.url, quiz.id, token)).body.code).toBe('game.tooManyOpenGames');

    const ended = await host.next('game_ended', () => true, 10_000);
    expect(ended).toMatchObject({ gameId, reason: 'expired' });
    const events = await server.eventStore.read(`game-${gameId}`);
    expect(events.at(-1)).toMatchObject({ type: 'LobbyExpired', data: { idleSince: expect.any(String) } });
    const { expiredAt, idleSince } = events.at(-1)!.data as { expiredAt: string; idleSince: string };
    expect(Date.parse(expiredAt) - Date.parse(idleSince)).toBeGreaterThan(1000);

    const again = await requestJoin(server.url, pin, 'Late Larry');
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('game.pinNotFound');
    const sync = await http(server.url).post(`/api/games/${gameId}/sync`, {
      participantId: player.participantId,
      participantToken: player.participantToken,
    });
    expect(sync.body.data.gameState.status).toBe('ended');
    expect(await host.emit('start_game', { gameId })).toMatchObject({ success: false, code: 'game.lobbyExpired' });
    await server.runner.waitFor(await server.eventStore.headPosition());
    const mine = (await http(server.url).get('/api/games/my-games', token)).body.data.games;
    expect(mine.find((g: { gameId: string }) => g.gameId === gameId)).toMatchObject({ status: 'ended' });
    expect((await newGame(server.url, quiz.id, token)).status).toBe(201);
    host.close();
  });

  it('is counted but not loaded at start-up; a running game is resumed; an overdue lobby expires there', async () => {
    const env = { GAME_MAX_OPEN_PER_HOST: '3', GAME_LOBBY_IDLE_MS: '60000' };
    const first = await startTestServer(env);
    const { token, gameId: running, pin, quiz } = await hostAGame(first.url);
    const lobbies: string[] = [];
    for (let i = 0; i < 2; i++) lobbies.push((await newGame(first.url, quiz.id, token)).body.data.game.id);
    const host = await connect(first.url, token);
    await host.emit('host_game', { gameId: running });
    await joinAsPlayer(first.url, pin, 'Runner');
    expect(await host.emit('start_game', { gameId: running })).toMatchObject({ success: true });
    host.close();
    await first.stop({ keepData: true });

    const restarted = await startTestServer(env, first.dataDir);
    expect(restarted.ctx.commands.games.sessions.loaded()).toBe(1);
    expect((await newGame(restarted.url, quiz.id, token)).body.code).toBe('game.tooManyOpenGames');
    const back = await connect(restarted.url, token);
    expect((await back.emit('host_game', { gameId: lobbies[0] })).data.gameState.status).toBe('waiting');
    back.close();
    await restarted.stop({ keepData: true });

    await new Promise((r) => setTimeout(r, 1100));
    const expiring = await start({ ...env, GAME_LOBBY_IDLE_MS: '1000' }, first.dataDir);
    for (const lobby of lobbies)
      expect((await expiring.eventStore.read(`game-${lobby}`)).at(-1)?.type).toBe('LobbyExpired');
    expect((await expiring.eventStore.read(`game-${running}`)).at(-1)?.type).toBe('QuestionStarted');
    expect((await newGame(expiring.url, quiz.id, token)).status).toBe(201);
  });
});

describe('Creating games quickly', () => {
  it('answers 429 with Retry-After past the creation rate', async () => {
    const server = await start({ GAME_CREATES_PER_HOUR: '3' });
    const { token, quiz } = await hostAGame(server.url);
    expect((await newGame(server.url, quiz.id, token)).status).toBe(201);
    expect((await newGame(server.url, quiz.id, token)).status).toBe(201);
    const refused = await newGame(server.url, quiz.id, token);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('game.createRateLimited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('Joining', () => {
  let server: TestServer;
  let game: Awaited<ReturnType<typeof hostAGame>>;
  beforeAll(async () => {
    server = await start({ PLAN_LIMITS: JSON.stringify({ free: { participants: 1000 } }) });
    game = await hostAGame(server.url, { settings: { maxParticipants: 1000 } });
  });

  it('slows down wrong PINs from one address: 429 with Retry-After, also for a right PIN meanwhile', async () => {
    const from = '203.0.113.7';
    for (let i = 0; i < 10; i++)
      expect((await requestJoin(server.url, unknownPin([game.pin]), `Guess ${i}`, { from })).status).toBe(404);
    const blocked = await requestJoin(server.url, unknownPin([game.pin]), 'Guess 11', { from });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('game.wrongPinLimited');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await requestJoin(server.url, game.pin, 'Right pin', { from })).status).toBe(429);
    expect((await requestJoin(server.url, game.pin, 'Someone else', { from: '203.0.113.8' })).status).toBe(201);
  });

  it('counts concurrent wrong guesses before looking them up', async () => {
    const from = '203.0.113.9';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => requestJoin(server.url, unknownPin([game.pin]), `Bot ${i}`, { from })),
    );
    expect(answers.filter((a) => a.status === 404).length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(30);
  });

  it('limits joins to one PIN from one address past 30 a minute', async () => {
    const from = '198.51.100.20';
    for (let i = 0; i < 30; i++)
      expect((await requestJoin(server.url, game.pin, `Bot ${from} ${i}`, { from })).status).toBe(201);
    const refused = await requestJoin(server.url, game.pin, 'Bot 31', { from });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('game.joinRateLimited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await requestJoin(server.url, game.pin, 'Human', { from: '198.51.100.21' })).status).toBe(201);
  });

  it('keeps a removed guest out under a new name from the same device; another device may join', async () => {
    const { token, gameId, pin } = await hostAGame(server.url);
    const device = randomUUID();
    const from = '192.0.2.10';
    const troll = await joinAsPlayer(server.url, pin, 'Troll', { deviceId: device, from });
    const host = await connect(server.url, token);
    await host.emit('host_game', { gameId });
    expect(await host.emit('kick_participant', { gameId, participantId: troll.participantId })).toMatchObject({
      success: true,
    });
    const back = await requestJoin(server.url, pin, 'Nice Person', { deviceId: device, from: '192.0.2.99' });
    expect(back.status).toBe(403);
    expect(back.body).toMatchObject({
      code: 'game.kickedDevice',
      error: 'The host removed you from this game. You cannot join it again from this device.',
    });
    const noDevice = await requestJoin(server.url, pin, 'Script', { from });
    expect(noDevice.body.code).toBe('game.kickedDevice');
    // A classmate behind the same address, on their own device, is welcome.
    expect((await requestJoin(server.url, pin, 'Classmate', { deviceId: randomUUID(), from })).status).toBe(201);
    host.close();
  });

  it('relays a player’s connection to the host once, however often the socket sends join_game', async () => {
    const { token, gameId, pin } = await hostAGame(server.url);
    const host = await connect(server.url, token);
    await host.emit('host_game', { gameId });
    const player = await joinAsPlayer(server.url, pin, 'Flooder');
    const socket = await connect(server.url);
    const payload = { gameId, participantId: player.participantId, participantToken: player.participantToken };
    const acks = await Promise.all(Array.from({ length: 1000 }, () => socket.emit('join_game', payload)));
    expect(acks.filter((a) => a.success).length).toBeGreaterThanOrEqual(1);
    expect(acks.filter((a) => !a.success).every((a) => a.code === 'http.rateLimited')).toBe(true);
    await host.emit('host_game', { gameId });
    const relayed = host.events.filter(
      (e) => e.event === 'participant_connected' && e.payload.participantId === player.participantId,
    );
    expect(relayed.length).toBeLessThanOrEqual(2);
    host.close();
    socket.close();
  });
});

describe('Socket connections per address', () => {
  it('are capped, and a closed connection frees its place', async () => {
    const server = await start({ GAME_SOCKETS_PER_ADDRESS: '5' });
    const from = '192.0.2.50';
    const open = await Promise.all(Array.from({ length: 5 }, () => connect(server.url, undefined, { from })));
    await expect(connect(server.url, undefined, { from })).rejects.toThrow(/Too many game connections/);
    const other = await connect(server.url, undefined, { from: '192.0.2.51' });
    open[0]!.close();
    let again = null;
    for (let i = 0; i < 50 && !again; i++)
      again = await connect(server.url, undefined, { from }).catch(() => new Promise((r) => setTimeout(r, 50)));
    expect(again).toBeTruthy();
    for (const s of [...open, other, again as { close: () => void }]) s.close();
  });
});

describe('Answers over a socket and over REST', () => {
  let server: TestServer;
  let game: Awaited<ReturnType<typeof hostAGame>>;
  let player: Awaited<ReturnType<typeof joinAsPlayer>>;
  beforeAll(async () => {
    server = await start();
    game = await hostAGame(server.url, { questions: 2, timeLimit: 60 });
    player = await joinAsPlayer(server.url, game.pin, 'Player One');
  });

  it('re-evaluate a request that failed, and tell the socket whose attempt failed when a retry succeeds', async () => {
    const host = await connect(server.url, game.token);
    await host.emit('host_game', { gameId: game.gameId });
    const socket = await connect(server.url);
    await socket.emit('join_game', { gameId: game.gameId, participantId: player.participantId });
    await host.emit('start_game', { gameId: game.gameId });
    await socket.next('question_changed');
    const request = requestId();
    const base = { gameId: game.gameId, participantId: player.participantId, questionIndex: 0, requestId: request };
    expect(await socket.emit('submit_answer', { ...base, answer: 9 })).toMatchObject({
      success: false,
      code: 'game.answerInvalid',
    });
    const retry = await http(server.url).post(`/api/games/${game.gameId}/answers`, {
      participantId: player.participantId,
      questionIndex: 0,
      answer: 2,
      requestId: request,
      participantToken: player.participantToken,
    });
    expect(retry.status).toBe(201);
    expect(await socket.next('answer_submitted', (e) => e.requestId === request, 5000)).toMatchObject({
      questionIndex: 0,
      answer: 2,
    });
    host.close();
    socket.close();
  });

  it('refuse the host (its token or its socket) acting as a player; the player’s own token works', async () => {
    const api = http(server.url);
    const path = `/api/games/${game.gameId}`;
    const answer = { participantId: player.participantId, questionIndex: 1, answer: 0, requestId: requestId() };
    for (const res of [
      await api.post(`${path}/answers`, answer, game.token),
      await api.post(`${path}/answers`, { ...answer, participantToken: 'forged-token' }, game.token),
      await api.post(`${path}/sync`, { participantId: player.participantId }, game.token),
      await api.post(`${path}/reconnect`, { participantId: player.participantId, socketId: 'x' }, game.token),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('game.participantTokenInvalid');
    }
    const hostSocket = await connect(server.url, game.token);
    expect(
      await hostSocket.emit('join_game', { gameId: game.gameId, participantId: player.participantId }),
    ).toMatchObject({ success: false, code: 'game.participantTokenInvalid' });
    hostSocket.close();

    const own = await api.post(`${path}/sync`, {
      participantId: player.participantId,
      participantToken: player.participantToken,
    });
    expect(own.status).toBe(200);
    expect(own.body.data.participant.name).toBe('Player One');
  });
});
