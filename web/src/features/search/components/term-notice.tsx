import { Alert, Stack } from '@chakra-ui/react';

/** What the visitor should know about the term searched: characters left out, a subname. */
export function TermNotice({ notes }: { notes: string[] }) {
  return (
    <Alert.Root status="info" variant="subtle" size="sm" data-testid="term-notice">
      <Alert.Indicator />
      <Stack gap="1">
        {notes.map((n) => (
          <Alert.Description key={n}>{n}</Alert.Description>
        ))}
      </Stack>
    </Alert.Root>
  );
}
