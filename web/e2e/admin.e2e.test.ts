import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchChromium, newContext } from './browser.ts';
import { eventually, expectToast } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe('admin', () => {
  it('refuses a wrong password, then signs in, edits both lists and signs out', async () => {
    // The refused login (401) and the refused date (400) are logged by the browser, on purpose.
    const context = await newContext(browser, {
      expectErrors: [/status of 401 \(Unauthorized\)/, /status of 400 \(Bad Request\)/],
    });
    const page = await context.newPage();
    await page.goto('/admin');
    const login = page.getByTestId('admin-login');
    await login.waitFor();
    const password = login.getByLabel('Password');
    await password.fill('definitely-wrong');
    await login.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Login failed', 'Invalid password');

    await password.fill(ADMIN_PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Login successful');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    // Authenticated domains: the button waits for both fields.
    const auth = page.getByTestId('authenticated-panel');
    const addAuth = auth.getByRole('button', { name: 'Add Authenticated Domain' });
    expect(await addAuth.isDisabled()).toBe(true);
    const domain = `e2e${Date.now()}.eth`;
    await auth.getByRole('textbox', { name: 'Domain Name' }).fill(domain);
    expect(await addAuth.isDisabled()).toBe(true);
    await auth.getByRole('textbox', { name: 'Authentication Date' }).fill('12-31-2025');
    await addAuth.click();
    await expectToast(page, 'Domain authenticated successfully');
    const authList = page.getByTestId('authenticated-list');
    await authList.getByText(domain).waitFor();
    expect(await auth.getByRole('textbox', { name: 'Domain Name' }).inputValue()).toBe('');
    expect(await authList.getByRole('heading').textContent()).toMatch(
      /^Current Authenticated Domains \(\d+\)$/,
    );

    // A bad date is refused by the API: the failure toast.
    await auth.getByRole('textbox', { name: 'Domain Name' }).fill(`x${domain}`);
    await auth.getByRole('textbox', { name: 'Authentication Date' }).fill('not-a-date');
    await addAuth.click();
    await expectToast(page, 'Error', 'Failed to add authenticated domain');

    await authList.getByRole('button', { name: `Delete ${domain}` }).click();
    await expectToast(page, 'Domain removed successfully');
    await eventually(async () => expect(await authList.getByText(domain).count()).toBe(0));

    // Cybersquatted domains.
    const squat = page.getByTestId('cybersquatted-panel');
    const addSquat = squat.getByRole('button', { name: 'Add Cybersquatted Domain' });
    expect(await addSquat.isDisabled()).toBe(true);
    const squatted = `e2e${Date.now()}.sol`;
    await squat.getByRole('textbox', { name: 'Domain Name' }).fill(squatted);
    await addSquat.click();
    await expectToast(page, 'Domain marked as cybersquatted');
    const squatList = page.getByTestId('cybersquatted-list');
    await squatList.getByText(squatted).waitFor();
    expect(await squatList.getByRole('heading').textContent()).toMatch(
      /^Current Cybersquatted Domains \(\d+\)$/,
    );
    await squatList.getByRole('button', { name: `Delete ${squatted}` }).click();
    await expectToast(page, 'Domain removed successfully');
    await eventually(async () => expect(await squatList.getByText(squatted).count()).toBe(0));

    // The session survives a reload (admin check), then logout ends it.
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out successfully');
    await page.getByTestId('admin-login').waitFor();
    await context.close();
  });
});
