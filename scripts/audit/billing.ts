/**
 * `npm run audit -- billing <userId|email> [--json]`: the subscription stream as a timeline, the plan and access it
 * implied at every moment, the totals paid and refunded, then `verified` or the differences with the subscription
 * read model (exit code 1).
 */
import type { BillingAudit } from '../../domain/audit/billing-audit';
import { describeDifference } from '../../domain/audit/compare';
import { messageOf } from '../../domain/shared/messages';
import { formatCents, openReplays, parseRefArgs } from './replay-context';

const usage = 'usage: npm run audit -- billing <userId|email> [--json]';

export const printBillingAudit = (audit: BillingAudit, readModels: string, print = console.log) => {
  print(`Billing history of user ${audit.userId}`);
  print(`Read models compared: ${readModels}`);
  print('');
  print('Timeline (recorded at; the plan and status from then)');
  if (audit.timeline.length === 0) print('  (no billing events)');
  for (const e of audit.timeline) {
    const admin = e.adminId ? ` by admin ${e.adminId}` : '';
    const provider = e.providerEventId ? ` [${e.providerEventId}]` : '';
    const amount = formatCents(e.amountCents, e.currencyCode);
    print(
      `  #${String(e.revision).padEnd(3)} ${e.recordedAt ?? '?'}  ${e.kind.padEnd(12)} ${e.type}${amount ? ` ${amount}` : ''}${admin}${provider}  -> ${e.plan} (${e.status})`,
    );
  }
  print('');
  print('Access');
  for (const p of audit.accessPeriods) print(`  ${p.from} .. ${p.to ?? 'now'}  ${p.plan} (${p.status})`);
  print(`  now (${audit.now.at}): ${audit.now.plan} (${audit.now.status})`);
  print('');
  print('Totals');
  if (audit.totals.length === 0) print('  nothing paid');
  for (const t of audit.totals)
    print(
      `  paid ${formatCents(t.paidCents, t.currencyCode)}, refunded ${formatCents(t.refundedCents, t.currencyCode)}, net ${formatCents(t.netCents, t.currencyCode)}`,
    );
  print('');
  if (audit.verified) {
    print('verified');
    return;
  }
  print(`${audit.differences.length} difference${audit.differences.length === 1 ? '' : 's'}:`);
  for (const d of audit.differences) print(`  ${describeDifference(d)}`);
};

export const run = async (args: string[]): Promise<number> => {
  const parsed = parseRefArgs(args);
  if (!parsed) {
    console.error(usage);
    return 2;
  }
  const session = await openReplays(['users', 'subscriptions']);
  try {
    const audit = await session.replays.billing(parsed.ref);
    if (!audit) {
      console.error(`${messageOf('user.notFound')}: ${parsed.ref}`);
      return 1;
    }
    if (parsed.json) console.log(JSON.stringify({ readModels: session.readModels, ...audit }, null, 2));
    else printBillingAudit(audit, session.readModels);
    return audit.verified ? 0 : 1;
  } finally {
    await session.close();
  }
};
