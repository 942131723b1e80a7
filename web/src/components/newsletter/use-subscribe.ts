import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/fetch.ts';
import { subscribeNewsletter } from '../../api/forms/mutations.ts';
import { notify } from '../../app/toaster.ts';
import { newsletterEmailError } from './validate-email.ts';

/** The newsletter form's state and submit, shared by the footer form and the popup. */
export function useSubscribe(onSubscribed?: () => void) {
  const [email, setEmail] = useState('');
  const mutation = useMutation({
    mutationFn: (value: string) => subscribeNewsletter(value),
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
  const submit = () => {
    const problem = newsletterEmailError(email);
    if (problem) notify(problem);
    else mutation.mutate(email.trim());
  };
  return { email, setEmail, submit, pending: mutation.isPending };
}
