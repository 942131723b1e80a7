import { Heading, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from './app-dialog.tsx';
import { LEGAL_EFFECTIVE_DATE, LEGAL_TEXTS, type LegalDoc } from './legal-texts.ts';

/** One of the three legal texts in a dialog; `doc` undefined means closed. */
export default function LegalDialog({ doc, onClose }: { doc: LegalDoc | undefined; onClose(): void }) {
  const text = doc ? LEGAL_TEXTS[doc] : undefined;
  return (
    <AppDialog
      title={text?.title ?? ''}
      open={doc !== undefined}
      onOpenChange={(o) => !o && onClose()}
      size="lg"
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Effective date: {LEGAL_EFFECTIVE_DATE}
        </Text>
        {text?.sections.map((s) => (
          <Stack key={s.heading} gap="1">
            <Heading as="h3" size="sm">
              {s.heading}
            </Heading>
            <Text>{s.body}</Text>
          </Stack>
        ))}
      </Stack>
    </AppDialog>
  );
}
