import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/fetch.ts';
import { newsletterMutation } from '../../api/forms/mutations.ts';
import { notify } from '../../app/toaster.ts';

/** The newsletter form's state and submit, shared by the footer form and the popup. */
export function useSubscribe(onSubscribed?: () => void) {
  const [email, setEmail] = useState('');
  const mutation = useMutation({
    ...newsletterMutation(),
    onSuccess: () => {
      notify({
        title: 'Success!',
        description: "You've been subscribed to our newsletter.",
        type: 'success',
      });
      setEmail('');
      onSubscribed?.();
    },
    onError: (err) =>
      notify({
        title: 'Subscription failed',
        description: (err instanceof ApiError && err.serverMessage) || 'Please try again later.',
        type: 'error',
      }),
  });
  const submit = async () => {
    // The check uses common's schema, and with it zod: loaded on the first submit, not with every page.
    const { checkNewsletterEmail } = await import('./validate-email.ts');
    const check = checkNewsletterEmail(email);
    if (check.ok) mutation.mutate(check.email);
    else notify(check.toast);
  };
  return { email, setEmail, submit, pending: mutation.isPending };
}
