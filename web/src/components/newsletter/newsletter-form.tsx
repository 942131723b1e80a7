import { Button, Input, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { VisuallyHidden } from '@chakra-ui/react';
import { useSubscribe } from './use-subscribe.ts';

/** Email field and Subscribe button. Validation problems are toasts; the browser's own check is off. */
export function NewsletterForm({ onSubscribed, testId }: { onSubscribed?: () => void; testId: string }) {
  const { email, setEmail, submit, pending } = useSubscribe(onSubscribed);
  const id = useId();
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <VisuallyHidden asChild>
          <label htmlFor={id}>Newsletter email address</label>
        </VisuallyHidden>
        <Input
          id={id}
          type="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={pending}
          autoComplete="email"
          bg="bg"
        />
        <Button
          type="submit"
          colorPalette="teal"
          loading={pending}
          loadingText="Subscribing..."
          flexShrink={0}
        >
          Subscribe
        </Button>
      </Stack>
    </form>
  );
}
