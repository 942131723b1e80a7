import { Button, HStack, Input, Spinner } from '@chakra-ui/react';
import { memo } from 'react';
import { LuSearch } from '../../../components/home-icons.ts';

/**
 * The one search field. `onChange` gets the raw edit: the search decides what survives (see term.ts).
 * Memoised, as the recent searches: the page re-renders on every streamed answer, this field with none.
 */
export const SearchForm = memo(function SearchForm({
  value,
  onChange,
  onSubmit,
  onIntent,
  busy,
}: {
  value: string;
  onChange(v: string): void;
  onSubmit(): void;
  /** The visitor is about to search (focus in the form): a chance to preload the results UI. */
  onIntent?(): void;
  /**
   * A search is streaming. The button stays enabled (a disabled submit button would also swallow Enter in
   * the field): a new search simply replaces the one streaming.
   */
  busy: boolean;
}) {
  return (
    <form
      role="search"
      aria-label="Search a name"
      noValidate
      onFocus={onIntent}
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
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          data-testid="search-input"
        />
        <Button type="submit" size="lg" colorPalette="teal" data-testid="search-button">
          {busy ? <Spinner size="sm" aria-hidden="true" /> : <LuSearch aria-hidden="true" />} Search
        </Button>
      </HStack>
    </form>
  );
});
