import {
  Button,
  Card,
  Center,
  Checkbox,
  Container,
  Field,
  Heading,
  Input,
  Link,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { LuCircleCheck } from 'react-icons/lu';
import { ApiError } from '../../api/fetch.ts';
import { contactMutation } from '../../api/forms/mutations.ts';
import { notify } from '../../app/toaster.ts';
import { Logo } from '../../components/logo.tsx';
import {
  EMPTY_CONTACT,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from './validate-contact.ts';

const LegalDialog = lazy(() => import('../../components/legal-dialog.tsx'));

export const RESPONSE_NOTE = "We'll respond within 24 hours during business days";

function TextField(props: {
  label: string;
  name: keyof Omit<ContactValues, 'consent'>;
  values: ContactValues;
  errors: ContactErrors;
  onChange(name: keyof ContactValues, value: string): void;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
}) {
  const { label, name, values, errors, onChange } = props;
  return (
    <Field.Root invalid={!!errors[name]} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator aria-hidden="true" />
      </Field.Label>
      {props.multiline ? (
        <Textarea
          name={name}
          rows={5}
          value={values[name]}
          onChange={(e) => onChange(name, e.target.value)}
        />
      ) : (
        <Input
          name={name}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          value={values[name]}
          onChange={(e) => onChange(name, e.target.value)}
        />
      )}
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );
}

/** /contact: the contact form, then the 'Message Sent!' panel. */
export default function ContactPage() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const mutation = useMutation({
    ...contactMutation(),
    onSuccess: () => {
      notify({ title: 'Message sent successfully!', description: `${RESPONSE_NOTE}.`, type: 'success' });
      setSent(true);
    },
    // The form keeps what was typed so the visitor can try again.
    onError: (err) =>
      notify({
        title: 'Error sending message',
        description: (err instanceof ApiError ? err.serverMessage : err.message) || 'Please try again later.',
        type: 'error',
      }),
  });

  const change = (name: keyof ContactValues, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = () => {
    const check = validateContact(values);
    setErrors(check.ok ? {} : check.errors);
    if (check.ok) mutation.mutate(check.body);
  };

  return (
    <Container maxW="2xl" py={{ base: '8', md: '14' }}>
      <Stack gap="6" align="center">
        <Logo size="lg" />
        {sent ? (
          <Card.Root w="full" textAlign="center" data-testid="contact-success">
            <Card.Body gap="4" alignItems="center">
              <Center color="green.500">
                <LuCircleCheck size="48" aria-hidden="true" />
              </Center>
              <Heading as="h1" size="2xl">
                Message Sent!
              </Heading>
              <Text color="fg.muted">{RESPONSE_NOTE}.</Text>
              <Button
                colorPalette="teal"
                onClick={() => {
                  setValues(EMPTY_CONTACT);
                  setErrors({});
                  setSent(false);
                }}
              >
                Send Another Message
              </Button>
            </Card.Body>
          </Card.Root>
        ) : (
          <Card.Root w="full">
            <Card.Header>
              <Heading as="h1" size="2xl">
                Contact us
              </Heading>
              <Text color="fg.muted">Tell us about your organisation and what you need.</Text>
            </Card.Header>
            <Card.Body>
              <form
                noValidate
                data-testid="contact-form"
                onSubmit={(e) => {
                  e.preventDefault();
                  submit();
                }}
              >
                <Stack gap="4">
                  <TextField
                    label="Full Name"
                    name="name"
                    autoComplete="name"
                    values={values}
                    errors={errors}
                    onChange={change}
                  />
                  <TextField
                    label="Email Address"
                    name="email"
                    type="email"
                    autoComplete="email"
                    values={values}
                    errors={errors}
                    onChange={change}
                  />
                  <TextField
                    label="Organization Name"
                    name="company"
                    autoComplete="organization"
                    values={values}
                    errors={errors}
                    onChange={change}
                  />
                  <TextField
                    label="Message"
                    name="message"
                    multiline
                    values={values}
                    errors={errors}
                    onChange={change}
                  />
                  <Field.Root invalid={!!errors.consent}>
                    <Checkbox.Root
                      checked={values.consent}
                      onCheckedChange={(e) => change('consent', e.checked === true)}
                      alignItems="start"
                    >
                      <Checkbox.HiddenInput name="consent" />
                      <Checkbox.Control mt="0.5" />
                      <Checkbox.Label fontWeight="normal">
                        I agree to receive communications from NameScope and accept the{' '}
                        <Link
                          as="button"
                          color="brand.fg"
                          textDecoration="underline"
                          onClick={(e) => {
                            e.preventDefault();
                            setPrivacyOpen(true);
                          }}
                        >
                          Privacy Policy
                        </Link>
                      </Checkbox.Label>
                    </Checkbox.Root>
                    <Field.ErrorText>{errors.consent}</Field.ErrorText>
                  </Field.Root>
                  <Button
                    type="submit"
                    colorPalette="teal"
                    size="lg"
                    loading={mutation.isPending}
                    loadingText="Sending..."
                  >
                    Send Message
                  </Button>
                  <Text fontSize="sm" color="fg.muted" textAlign="center">
                    {RESPONSE_NOTE}
                  </Text>
                </Stack>
              </form>
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
      {privacyOpen && (
        <Suspense fallback={null}>
          <LegalDialog doc="privacy" onClose={() => setPrivacyOpen(false)} />
        </Suspense>
      )}
    </Container>
  );
}
