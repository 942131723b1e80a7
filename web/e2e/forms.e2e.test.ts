import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './browser.ts';
import { eventually, expectToast } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe('newsletter popup', () => {
  it('appears after 3 s, validates, subscribes, and stays away afterwards', async () => {
    const context = await newContext(browser, { dismissNewsletter: false });
    const page = await context.newPage();
    // The page's clock stands still from the first script on: only runFor moves it, so the 3 s are
    // measured on the page's own timers, whatever the machine's load.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await page.goto('/learn');
    const popup = page.getByTestId('newsletter-popup');
    // The frame (and the popup's timer with it) is mounted once the header is there.
    await page.getByTestId('theme-toggle').waitFor();
    await page.clock.runFor(2_999);
    expect(await popup.count()).toBe(0);
    await page.clock.runFor(1);
    // From here time flows again, for the popup's lazy load, the toasts and the requests below.
    await page.clock.resume();
    await popup.waitFor();
    expect((await popup.textContent())!).toContain(
      'Stay Updated: Get the latest updates on stablecoin payments and blockchain domains.',
    );
    const input = popup.getByRole('textbox', { name: 'Newsletter email address' });
    const button = popup.getByRole('button', { name: 'Subscribe' });
    await button.click();
    await expectToast(page, 'Email required', 'Please enter your email address.');
    await input.fill('not an email');
    await button.click();
    await expectToast(page, 'Invalid email', 'Please enter a valid email address.');
    await input.fill(`e2e-${Date.now()}@namescope.example`);
    await button.click();
    await expectToast(page, 'Success!', "You've been subscribed to our newsletter.");
    await popup.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('namescope-newsletter-dismissed'))).toBe('true');
    await page.reload();
    await page.getByTestId('theme-toggle').waitFor();
    // Far past the delay, on the page's clock: no timer brings the popup back.
    await page.clock.runFor(10_000);
    expect(await popup.count()).toBe(0);
    await context.close();
  });

  it('closes and remembers when dismissed', async () => {
    const context = await newContext(browser, { dismissNewsletter: false });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    const popup = page.getByTestId('newsletter-popup');
    await page.getByTestId('theme-toggle').waitFor();
    // The 3 s pass on the page's clock at once, however busy the machine is.
    await page.clock.fastForward(3_000);
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Dismiss newsletter signup' }).click();
    await popup.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('namescope-newsletter-dismissed'))).toBe('true');
    await context.close();
  });
});

describe('contact form', () => {
  it('validates, sends, shows Message Sent! and returns to a blank form', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/contact');
    const form = page.getByTestId('contact-form');
    await form.waitFor();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Please tell us how we can help you').waitFor();
    await form.getByText('You must agree to receive communications').waitFor();

    const box = (name: string) => form.getByRole('textbox', { name, exact: true });
    await box('Full Name').fill('Ann Lee');
    await box('Email Address').fill('ann@example.com');
    await box('Organization Name').fill('Acme');
    await box('Message').fill('We would like a consultation.');
    // Keyboard on purpose: the consent checkbox must work without a mouse.
    await form.getByRole('checkbox', { name: /I agree to receive communications/ }).focus();
    await page.keyboard.press('Space');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(
      page,
      'Message sent successfully!',
      "We'll respond within 24 hours during business days",
    );
    const success = page.getByTestId('contact-success');
    await success.getByRole('heading', { name: 'Message Sent!' }).waitFor();
    await success.getByRole('button', { name: 'Send Another Message' }).click();
    await eventually(async () => expect(await box('Full Name').inputValue()).toBe(''));
    await context.close();
  });

  it('opens the Privacy Policy from the consent label', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/contact');
    await page.getByTestId('contact-form').getByRole('button', { name: 'Privacy Policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Opening the policy from inside the label must not tick the box.
    expect(await page.getByRole('checkbox', { name: /I agree/ }).isChecked()).toBe(false);
    await context.close();
  });
});
