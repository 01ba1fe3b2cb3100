/**
 * Plan-limit answers name what the next plan allows. The domain builds them with the default figures; this edge
 * step rebuilds them with the figures in force (PLAN_LIMITS), before the one error mapping turns them into JSON.
 */
import type { ErrorRequestHandler } from 'express';
import type { LimitValue, Plan, PlanLimits } from '../../domain/plans/plans';
import { isLimitReason, planLimitError, plans } from '../../domain/plans/plans';
import { DomainError } from '../../domain/shared/errors';

export const planLimitDetails =
  (limits: Record<Plan, PlanLimits>): ErrorRequestHandler =>
  (error, _req, _res, next) => {
    const details = error instanceof DomainError ? (error.details as Record<string, unknown> | undefined) : undefined;
    if (!(error instanceof DomainError) || !details || typeof details.reason !== 'string') return next(error);
    // Features are checked against the configured table already; only numeric limits are rebuilt here.
    if (!isLimitReason(details.reason) || !plans.includes(details.plan as Plan)) return next(error);
    const { nextPlan: _plan, nextLimit: _limit, plan: _p, ...extra } = (error.params ?? {}) as Record<string, string>;
    const rebuilt = planLimitError(details.reason, details.plan as Plan, details.limit as LimitValue, extra, limits);
    next(
      new DomainError(
        error.kind,
        error.code,
        error.code === 'PLAN_LIMIT' ? rebuilt.message : error.message,
        rebuilt.details,
        rebuilt.params,
      ),
    );
  };
