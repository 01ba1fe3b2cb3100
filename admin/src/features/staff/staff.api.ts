import { api, type Envelope } from '../../app/api';
import type { AdminUser } from '../auth/admin-auth.slice';

/** Staff accounts (super_admin): `GET /admin/admins`, a role change or revocation, a two-factor reset. */
export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdmins: build.query<AdminUser[], void>({
      query: () => '/admin/admins',
      transformResponse: (answer: Envelope<{ admins: AdminUser[] }>) => answer.data.admins,
      providesTags: ['Admins'],
    }),
    changeAdminRole: build.mutation<Envelope<unknown>, { id: string; role: string | null }>({
      query: ({ id, role }) => ({ url: `/admin/admins/${encodeURIComponent(id)}`, method: 'PUT', body: { role } }),
      invalidatesTags: (_r, error) => (error ? [] : ['Admins', 'Users', 'User']),
    }),
    resetAdminTotp: build.mutation<Envelope<unknown>, string>({
      query: (id) => ({ url: `/admin/admins/${encodeURIComponent(id)}/totp/reset`, method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Admins']),
    }),
  }),
});

export const { useListAdminsQuery, useChangeAdminRoleMutation, useResetAdminTotpMutation } = staffApi;
