import { Button, HStack, Input } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { stripInput } from '../term.ts';

/** The one search field; characters other than letters, digits and dots never make it in. */
export function SearchForm({
  value,
  onChange,
  onSubmit,
  onIntent,
  busy,
}: {
  value: string;
  onChange(v: string): void;
  onSubmit(): void;
  /** The visitor is about to search (focus or pointer on the form): a chance to preload the results UI. */
  onIntent?(): void;
  /** A search is streaming. The button stays enabled: a new search simply replaces it. */
  busy: boolean;
}) {
  return (
    <form
      role="search"
      aria-label="Search a name"
      noValidate
      onFocus={onIntent}
      onPointerEnter={onIntent}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <HStack gap="2" w="full" aria-busy={busy}>
        <Input
          aria-label="Name to search"
          name="q"
          placeholder="Search a name, e.g. vitalik or alice.eth"
          size="lg"
          bg="bg.panel"
          value={value}
          onChange={(e) => onChange(stripInput(e.target.value))}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          data-testid="search-input"
        />
        <Button
          type="submit"
          size="lg"
          colorPalette="teal"
          loading={busy}
          loadingText="Searching"
          data-testid="search-button"
        >
          <LuSearch aria-hidden="true" /> Search
        </Button>
      </HStack>
    </form>
  );
}
