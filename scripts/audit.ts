/**
 * `npm run audit -- <command> [...args]`: replay and verify the event log.
 *
 *   game <gameId|pin> [--json]       a game's timeline, its results recomputed from the events and compared
 *   billing <userId|email> [--json]  a subscription history, the plan it implies at every moment, compared
 *   verify [--json]                  the log's hash chain, and every read model rebuilt from the log and compared
 *   seal [--json]                    takes events written before the hash chain existed into it (one-off)
 *
 * Each command lives in scripts/audit/<command>.ts and exports `run(args): Promise<number>` (the exit code).
 */
const commands = ['game', 'billing', 'verify', 'seal'] as const;
type Command = (typeof commands)[number];

const usage = () => {
  console.error('Usage: npm run audit -- <game <gameId|pin> | billing <userId|email> | verify | seal> [--json]');
  return 2;
};

const main = async (): Promise<number> => {
  const [command, ...args] = process.argv.slice(2);
  if (!commands.includes(command as Command)) return usage();
  const module = (await import(`./audit/${command}.ts`)) as { run: (args: string[]) => Promise<number> };
  return module.run(args);
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
