import type { ContactRequest } from '@namescope/common';
import { apiPath, send } from '../fetch.ts';

/** POST /api/newsletter. */
export const subscribeNewsletter = (email: string) =>
  send(apiPath('newsletter'), { method: 'POST', body: { email } });

/** POST /api/contact. The form's message travels as `interest`; consent stays in the client. */
export const sendContact = (body: Omit<ContactRequest, 'phone'>) =>
  send(apiPath('contact'), { method: 'POST', body });
