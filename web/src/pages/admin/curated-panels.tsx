import { Button, Card, Field, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { AUTHENTICATED_LIST, CYBERSQUATTED_LIST, type CuratedList } from './curated-lists.ts';
import { DomainList } from './domain-list.tsx';
import { useCuratedList } from './use-admin.ts';

/** The two admin panels side by side: authenticated and cybersquatted domains. */
export function CuratedPanels() {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <CuratedPanel list={AUTHENTICATED_LIST} />
      <CuratedPanel list={CYBERSQUATTED_LIST} />
    </SimpleGrid>
  );
}

const emptyValues = (list: CuratedList) => Object.fromEntries(list.fields.map((f) => [f.key, '']));

/** One curated list: its add form (the button needs every field filled) and the current list. */
function CuratedPanel({ list }: { list: CuratedList }) {
  const { add, remove } = useCuratedList(list);
  const { rows, loading } = list.useRows();
  const [values, setValues] = useState(() => emptyValues(list));
  const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
  const complete = Object.values(trimmed).every(Boolean);

  return (
    <Card.Root data-testid={`${list.id}-panel`}>
      <Card.Header>
        <Heading as="h2" size="lg">
          {list.title}
        </Heading>
      </Card.Header>
      <Card.Body gap="5">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate(trimmed, { onSuccess: () => setValues(emptyValues(list)) });
          }}
        >
          <Stack gap="3">
            {list.fields.map((field) => (
              <Field.Root key={field.key}>
                <Field.Label>{field.label}</Field.Label>
                <Input
                  placeholder={field.placeholder}
                  value={values[field.key] ?? ''}
                  onChange={(e) => setValues({ ...values, [field.key]: e.target.value })}
                />
                {field.helper ? <Field.HelperText>{field.helper}</Field.HelperText> : null}
              </Field.Root>
            ))}
            <Button type="submit" colorPalette={list.palette} disabled={!complete || add.isPending}>
              {list.addLabel}
            </Button>
          </Stack>
        </form>
        <DomainList
          testId={`${list.id}-list`}
          title={list.listTitle}
          loading={loading}
          rows={rows}
          onDelete={(domainName) => remove.mutate(domainName)}
          deleting={remove.isPending ? remove.variables : undefined}
        />
      </Card.Body>
    </Card.Root>
  );
}
