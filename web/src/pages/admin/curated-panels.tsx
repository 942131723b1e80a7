import { Button, Card, Field, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { authenticatedDomainsQuery, cybersquattedDomainsQuery } from '../../api/curated/queries.ts';
import { DomainList } from './domain-list.tsx';
import { useCuratedMutations } from './use-admin.ts';

/** The two admin panels side by side: authenticated and cybersquatted domains. */
export function CuratedPanels() {
  const m = useCuratedMutations();
  const authenticated = useQuery(authenticatedDomainsQuery());
  const cybersquatted = useQuery(cybersquattedDomainsQuery());
  const [authName, setAuthName] = useState('');
  const [authDate, setAuthDate] = useState('');
  const [squatName, setSquatName] = useState('');

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <Card.Root data-testid="authenticated-panel">
        <Card.Header>
          <Heading as="h2" size="lg">
            Authenticated Domains
          </Heading>
        </Card.Header>
        <Card.Body gap="5">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              m.addAuthenticated.mutate(
                { domainName: authName.trim(), authenticationDate: authDate.trim() },
                {
                  onSuccess: () => {
                    setAuthName('');
                    setAuthDate('');
                  },
                },
              );
            }}
          >
            <Stack gap="3">
              <TextField
                label="Domain Name"
                placeholder="example.eth"
                value={authName}
                onChange={setAuthName}
              />
              <TextField
                label="Authentication Date"
                placeholder="MM-DD-YYYY"
                helper="Month-day-year, for example 12-31-2025"
                value={authDate}
                onChange={setAuthDate}
              />
              <Button
                type="submit"
                colorPalette="teal"
                disabled={!authName.trim() || !authDate.trim() || m.addAuthenticated.isPending}
              >
                Add Authenticated Domain
              </Button>
            </Stack>
          </form>
          <DomainList
            testId="authenticated-list"
            title="Current Authenticated Domains"
            loading={authenticated.isPending}
            rows={authenticated.data?.map((d) => ({
              id: d.id,
              domainName: d.domainName,
              detail: `Authenticated ${d.authenticationDate}`,
            }))}
            onDelete={(d) => m.removeAuthenticated.mutate(d)}
            deleting={m.removeAuthenticated.isPending ? m.removeAuthenticated.variables : undefined}
          />
        </Card.Body>
      </Card.Root>
      <Card.Root data-testid="cybersquatted-panel">
        <Card.Header>
          <Heading as="h2" size="lg">
            Cybersquatted Domains
          </Heading>
        </Card.Header>
        <Card.Body gap="5">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              m.addCybersquatted.mutate(squatName.trim(), { onSuccess: () => setSquatName('') });
            }}
          >
            <Stack gap="3">
              <TextField
                label="Domain Name"
                placeholder="example.eth"
                value={squatName}
                onChange={setSquatName}
              />
              <Button
                type="submit"
                colorPalette="red"
                disabled={!squatName.trim() || m.addCybersquatted.isPending}
              >
                Add Cybersquatted Domain
              </Button>
            </Stack>
          </form>
          <DomainList
            testId="cybersquatted-list"
            title="Current Cybersquatted Domains"
            loading={cybersquatted.isPending}
            rows={cybersquatted.data}
            onDelete={(d) => m.removeCybersquatted.mutate(d)}
            deleting={m.removeCybersquatted.isPending ? m.removeCybersquatted.variables : undefined}
          />
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}

/** A labelled text input of the admin forms. */
function TextField(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  helper?: string;
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <Input
        placeholder={props.placeholder}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.helper ? <Field.HelperText>{props.helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
