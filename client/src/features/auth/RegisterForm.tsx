import { Anchor, Button, Group, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerInput, type RegisterInput } from '@nimbus/shared/auth';
import { DEFAULT_COUNTRY_CODE } from '@nimbus/shared/constants';
import { COUNTRY_NAMES, dialCodeOf, PHONE_CODES } from '@nimbus/shared/countries';
import { DEVICE_TYPES } from '@nimbus/shared/enums';
import { IconDeviceTv, IconLock, IconMapPin, IconUser } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { showAlert } from '../../lib/alerts.tsx';
import { landingAfterAuth } from '../../lib/landing.ts';
import { chosenPlan, type PlanSearch } from '../../lib/plan-search.ts';
import { session } from '../../lib/session-store.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';
import { registerFailureMessage } from './auth-errors.ts';
import { FormSection } from './FormSection.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';

type RegisterValues = { [Field in keyof Required<RegisterInput>]: string };

const initialValues: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phoneNumber: '',
  company: '',
  streetAddress: '',
  streetAddress2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
  password: '',
  confirmPassword: '',
  deviceType: '',
};

const validate = zodResolver(registerInput);

export function RegisterForm({ chosen }: { chosen: PlanSearch }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const register = useMutation(trpc.auth.register.mutationOptions());
  const form = useForm<RegisterValues>({ mode: 'controlled', initialValues, validate, validateInputOnBlur: true });

  const countryInput = form.getInputProps('country');

  // Registration returns a session: the new customer is logged in at once.
  const submit = form.onSubmit(async (values) => {
    const parsed = registerInput.safeParse(values);
    if (!parsed.success) return;
    try {
      const result = await register.mutateAsync(parsed.data);
      session.set({ user: result.user });
      await navigate(landingAfterAuth(result.user.role, chosen));
    } catch (error) {
      await showAlert({ title: 'Error!', message: registerFailureMessage(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={36}>
        <FormSection title="Personal Information" icon={<IconUser size={18} />}>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label="E-mail" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <Select
              label="Phone code"
              data={PHONE_CODES}
              searchable
              allowDeselect={false}
              w={112}
              comboboxProps={{ width: 140, position: 'bottom-start' }}
              autoComplete="tel-country-code"
              {...form.getInputProps('countryCode')}
            />
            <TextInput label="Phone number" type="tel" autoComplete="tel-national" style={{ flex: 1 }} {...form.getInputProps('phoneNumber')} />
          </Group>
          <TextInput label="Company" description="Optional" autoComplete="organization" {...form.getInputProps('company')} />
        </FormSection>

        <FormSection title="Billing Address" icon={<IconMapPin size={18} />}>
          <TextInput label="Street address" autoComplete="address-line1" required {...form.getInputProps('streetAddress')} />
          <TextInput label="Street address 2" description="Optional" autoComplete="address-line2" {...form.getInputProps('streetAddress2')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="City" autoComplete="address-level2" required {...form.getInputProps('city')} />
            <TextInput label="State" autoComplete="address-level1" required {...form.getInputProps('state')} />
            <TextInput label="Postcode" autoComplete="postal-code" {...form.getInputProps('postcode')} />
            <Select
              label="Country"
              placeholder="Select your country"
              data={COUNTRY_NAMES}
              searchable
              nothingFoundMessage="No country found"
              autoComplete="country-name"
              required
              {...countryInput}
              // The phone code follows the country (a Portuguese address gets +351); it can still be changed after.
              onChange={(country) => {
                countryInput.onChange(country);
                const code = dialCodeOf(country);
                if (code) form.setFieldValue('countryCode', code);
              }}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title="Account Security" icon={<IconLock size={18} />}>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <PasswordInput label="Password" autoComplete="new-password" required {...form.getInputProps('password')} />
            <PasswordInput label="Confirm password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          </SimpleGrid>
        </FormSection>

        <FormSection title="Device Information" icon={<IconDeviceTv size={18} />}>
          <Select label="Device type" placeholder="Select a device" data={DEVICE_TYPES} required {...form.getInputProps('deviceType')} />
        </FormSection>

        <Stack gap="sm">
          <SubmitButton label="Continue to Payment" pendingLabel="Processing..." invalid={!form.isValid()} pending={register.isPending} />
          <Button variant="subtle" fullWidth renderRoot={(props) => <Link {...props} to="/login" search={chosenPlan(chosen)} />}>
            Already have an account?
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            By creating an account you agree to our{' '}
            <Anchor component={Link} to="/terms-of-services" size="xs" underline="always">
              Terms of Service
            </Anchor>{' '}
            and{' '}
            <Anchor component={Link} to="/privacy-policy" size="xs" underline="always">
              Privacy Policy
            </Anchor>
            .
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
