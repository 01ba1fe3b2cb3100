import { isAdminRole } from '../auth/admin-roles';
import {
  plans,
  settableStatuses,
  type AdminUserDetail,
  type Plan,
  type SettableStatus,
  type UserUpdate,
} from './users.api';

/** The edit form's values: strings as the inputs hold them. `adminRole` '' means not an admin. */
export interface UserFormValues {
  username: string;
  email: string;
  adminRole: string;
  plan: Plan;
  status: SettableStatus;
  /** yyyy-mm-dd, or '' for no end date. */
  endDate: string;
}

const isPlan = (value: unknown): value is Plan => plans.includes(value as Plan);
const isSettable = (value: unknown): value is SettableStatus => settableStatuses.includes(value as SettableStatus);

/** The date part of an ISO time, as a date input holds it. */
const dateInput = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';

/** The form's starting values (spec §5: the plan defaults to free). */
export const formValuesOf = (user: AdminUserDetail): UserFormValues => ({
  username: user.username,
  email: user.email,
  adminRole: user.isAdmin && isAdminRole(user.adminRole) ? user.adminRole : '',
  plan: isPlan(user.subscription?.plan) ? user.subscription.plan : 'free',
  status: isSettable(user.subscription?.status) ? user.subscription.status : 'active',
  endDate: dateInput(user.subscription?.endDate ?? user.subscription?.currentPeriodEnd),
});

/**
 * The `PUT /admin/users/{id}` body (spec §7), holding only what the admin changed (the server records only
 * differences, and a role change needs rights a plan change does not). Plan, status and end date go together: they
 * are one override. The end date counts only when the plan is not free (its field is hidden then); an empty one
 * means no end date.
 */
export const updateBodyOf = (values: UserFormValues, initial: UserFormValues): Partial<UserUpdate> => {
  const endDate = (v: UserFormValues) => (v.plan !== 'free' && v.endDate ? v.endDate : null);
  const body: Partial<UserUpdate> = {};
  if (values.username.trim() !== initial.username) body.username = values.username.trim();
  if (values.email.trim() !== initial.email) body.email = values.email.trim();
  if (values.adminRole !== initial.adminRole) {
    body.isAdmin = values.adminRole !== '';
    body.adminRole = values.adminRole || null;
  }
  if (values.plan !== initial.plan || values.status !== initial.status || endDate(values) !== endDate(initial)) {
    body.subscriptionPlan = values.plan;
    body.subscriptionStatus = values.status;
    body.subscriptionEndDate = endDate(values);
  }
  return body;
};

/** Spec §2: an active subscription without a billing type was set by an admin. */
export const isAdminOverride = (subscription: AdminUserDetail['subscription']) =>
  subscription?.adminOverride ?? (subscription?.status === 'active' && !subscription.planType);
