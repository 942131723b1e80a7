import type { ContactRequest } from '@namescope/common';
import { mutationOptions } from '@tanstack/react-query';
import { apiPath, send } from '../fetch.ts';

const formKeys = { all: ['forms'] as const };

/** POST /api/newsletter (the footer form and the popup). */
export const newsletterMutation = () =>
  mutationOptions({
    mutationKey: [...formKeys.all, 'newsletter'],
    mutationFn: (email: string) => send(apiPath('newsletter'), { method: 'POST', body: { email } }),
  });

/** POST /api/contact. The form's message travels as `interest`; consent stays in the client. */
export const contactMutation = () =>
  mutationOptions({
    mutationKey: [...formKeys.all, 'contact'],
    mutationFn: (body: Omit<ContactRequest, 'phone'>) => send(apiPath('contact'), { method: 'POST', body }),
  });
