import type { AuthResponse } from '../../src/domain/auth';
import type { Team } from '../../src/domain/installation';
import { callApi, unique } from './api';
import { waitForMail } from './outbox';

export const INSTALLER_PASSWORD = 'installer-password';

/**
 * An installer account with a password, invited and put in the seeded Bengaluru team through the admin API;
 * answers its e-mail (to sign in through the form) and an API token.
 */
export async function newInstaller(admin: string) {
  const email = `installer-${unique()}@wallcraft.test`;
  const { user } = await callApi<{ user: { id: string } }>('/admin/users/invite', {
    method: 'POST',
    token: admin,
    body: { name: 'Suresh Installer', email, role: 'installer' },
    status: 201,
  });
  const mail = await waitForMail(email, 'staff-invite');
  const token = /token=([^\s&"]+)/.exec(mail.text)?.[1] ?? '';
  await callApi('/auth/reset-password', { method: 'POST', body: { token, password: INSTALLER_PASSWORD } });
  const teams = await callApi<Team[]>('/admin/installation/teams', { token: admin });
  const bengaluru = teams.find((t) => t.name === 'Bengaluru Central')!;
  await callApi(`/admin/installation/teams/${bengaluru.id}/installers`, {
    method: 'PUT',
    token: admin,
    body: { installerIds: [...bengaluru.installers.map((i) => i.id), user.id] },
  });
  const login = await callApi<AuthResponse>('/auth/login', {
    method: 'POST',
    body: { email, password: INSTALLER_PASSWORD, role: 'admin' },
  });
  return { email, token: login.token };
}
