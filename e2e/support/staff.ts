import type { Page } from '@playwright/test';
import type { AuthResponse } from '../../src/domain/auth';
import { callApi } from './api';
import { adminEmail, adminPassword } from './env';

/**
 * The seeded admin's API token. It signs in as the dashboard does, with role 'admin', so the store also
 * confirms the account is staff rather than answering a customer's session.
 */
export async function staffToken(): Promise<string> {
  const { token } = await callApi<AuthResponse>('/auth/login', {
    method: 'POST',
    body: { email: adminEmail, password: adminPassword, role: 'admin' },
    status: 200,
  });
  return token;
}

/** Signs the seeded admin in through the dashboard's own form, which lands on the dashboard. */
export async function signInAsStaff(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(adminEmail);
  await page.getByLabel('Password', { exact: true }).fill(adminPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
}
