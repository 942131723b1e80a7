// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test-utils/api.ts';
import { renderWithProviders } from '../../test-utils/render.tsx';
import ContactPage from './contact-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactPage', () => {
  it('shows the validation messages and sends nothing', async () => {
    const calls = stubApi({});
    renderWithProviders(<ContactPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please tell us how we can help you')).toBeTruthy();
    expect(screen.getByText('You must agree to receive communications')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/contact')).toEqual([]);
  });
  // Sending, the success panel and the failure path need the consent checkbox, whose hidden input
  // happy-dom does not toggle the way browsers do: web/e2e/forms.e2e.test.ts covers them in Chromium.
});
