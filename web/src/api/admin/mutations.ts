import { mutationOptions } from '@tanstack/react-query';
import { apiPath, send } from '../fetch.ts';
import { adminKeys } from './queries.ts';

/** POST /api/admin/login; a success makes this browser the admin without asking the server again. */
export const loginMutation = () =>
  mutationOptions({
    mutationKey: [...adminKeys.all, 'login'],
    mutationFn: (password: string) => send(apiPath('admin', 'login'), { method: 'POST', body: { password } }),
    onSettled: (_data, error, _password, _result, { client }) => {
      if (!error) client.setQueryData(adminKeys.check(), true);
    },
  });

/** POST /api/admin/logout; signed out here whatever the server answered (docs/product.md section 4). */
export const logoutMutation = () =>
  mutationOptions({
    mutationKey: [...adminKeys.all, 'logout'],
    mutationFn: () => send(apiPath('admin', 'logout'), { method: 'POST' }),
    onSettled: (_data, _error, _variables, _result, { client }) => {
      client.setQueryData(adminKeys.check(), false);
    },
  });
