import { Button, HStack, Input, Spinner } from '@chakra-ui/react';
import { memo, useLayoutEffect, useRef } from 'react';
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
  const input = useRef<HTMLInputElement>(null);
  // The home page is prerendered (src/prerender): a visitor may type, and focus the field, before the script
  // runs. Hydration leaves the field's text as it is; here the search takes it over, once.
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    if (field.value !== value) onChange(field.value);
    if (field.form?.contains(document.activeElement)) onIntent?.();
    // Once, at mount: from then on every edit comes through onChange.
  }, []);
  return (
    // Before the script runs (or without it) the form is an ordinary GET of /?q={name}, which the server
    // redirects to the search's own URL (api/src/middleware/search-preview.ts); after, the submit is the app's.
    <form
      role="search"
      aria-label="Search a name"
      action="/"
      noValidate
      onFocus={onIntent}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <HStack gap="2" w="full" aria-busy={busy}>
        <Input
          ref={input}
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
