import { Anchor, Button, Group, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerInput, type RegisterInput } from '@nimbus/shared/auth';
import { DEFAULT_COUNTRY_CODE } from '@nimbus/shared/constants';
import { COUNTRY_NAMES, dialCodeOf, PHONE_CODES } from '@nimbus/shared/countries';
import { DEVICE_TYPES, type DeviceType } from '@nimbus/shared/enums';
import { LOCALES } from '@nimbus/shared/i18n';
import { IconDeviceTv, IconLock, IconMapPin, IconUser } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { Trans } from 'react-i18next';
import { type auth, useAuthText } from '../../i18n/en/auth.ts';
import { type countryNames, useCountryText } from '../../i18n/en/countries.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { showAlert } from '../../lib/alerts.tsx';
import { landingAfterAuth } from '../../lib/landing.ts';
import { chosenPlan, type PlanSearch } from '../../lib/plan-search.ts';
import { session } from '../../lib/session-store.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';
import { registerFailureMessage } from './auth-errors.ts';
import { FormSection } from './FormSection.tsx';
import { keepVisitorLanguage } from './registration-language.ts';
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

// Device types and countries are stored as their English names; the form shows them translated.
const DEVICE_TYPE_KEYS = {
  'Smart TV': 'smartTv',
  'Amazon Firestick': 'firestick',
  'Mobile/Tablet': 'mobile',
  'Desktop/Laptop': 'desktop',
  Other: 'other',
} as const satisfies Record<DeviceType, keyof typeof auth.register.deviceTypes>;

type CountryName = keyof typeof countryNames;

export function RegisterForm({ chosen }: { chosen: PlanSearch }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { t } = useAuthText();
  const { t: countryName } = useCountryText();
  const register = useMutation(trpc.auth.register.mutationOptions());
  const saveLanguage = useMutation(trpc.auth.setLanguage.mutationOptions());
  const form = useForm<RegisterValues>({ mode: 'controlled', initialValues, validate, validateInputOnBlur: true });

  const countryInput = form.getInputProps('country');
  const countries = useMemo(() => {
    const collator = new Intl.Collator(LOCALES[currentLanguage()]);
    return COUNTRY_NAMES.map((name) => ({ value: name, label: countryName(name as CountryName) })).sort((a, b) => collator.compare(a.label, b.label));
  }, [countryName]);
  const deviceTypes = DEVICE_TYPES.map((type) => ({ value: type, label: t(`register.deviceTypes.${DEVICE_TYPE_KEYS[type]}`) }));

  // Registration returns a session: the new customer is logged in at once.
  const submit = form.onSubmit(async (values) => {
    const parsed = registerInput.safeParse(values);
    if (!parsed.success) return;
    try {
      const result = await register.mutateAsync(parsed.data);
      // Before the session is set: a session in the account's (default) language would switch the page back to it.
      const user = await keepVisitorLanguage(result.user, currentLanguage(), saveLanguage.mutateAsync);
      session.set({ user });
      await navigate(landingAfterAuth(result.user.role, chosen));
    } catch (error) {
      await showAlert({ title: 'Error!', message: registerFailureMessage(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={36}>
        <FormSection title={t('register.sections.personal')} icon={<IconUser size={18} />}>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={t('fields.firstName')} autoComplete="given-name" required {...form.getInputProps('firstName')} />
            <TextInput label={t('fields.lastName')} autoComplete="family-name" required {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <Select
              label={t('register.phoneCode')}
              data={PHONE_CODES}
              searchable
              allowDeselect={false}
              w={112}
              comboboxProps={{ width: 140, position: 'bottom-start' }}
              autoComplete="tel-country-code"
              {...form.getInputProps('countryCode')}
            />
            <TextInput label={t('register.phoneNumber')} type="tel" autoComplete="tel-national" style={{ flex: 1 }} {...form.getInputProps('phoneNumber')} />
          </Group>
          <TextInput label={t('register.company')} description={t('register.optional')} autoComplete="organization" {...form.getInputProps('company')} />
        </FormSection>

        <FormSection title={t('register.sections.billing')} icon={<IconMapPin size={18} />}>
          <TextInput label={t('register.streetAddress')} autoComplete="address-line1" required {...form.getInputProps('streetAddress')} />
          <TextInput
            label={t('register.streetAddress2')}
            description={t('register.optional')}
            autoComplete="address-line2"
            {...form.getInputProps('streetAddress2')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={t('register.city')} autoComplete="address-level2" required {...form.getInputProps('city')} />
            <TextInput label={t('register.state')} autoComplete="address-level1" required {...form.getInputProps('state')} />
            <TextInput label={t('register.postcode')} autoComplete="postal-code" {...form.getInputProps('postcode')} />
            <Select
              label={t('register.country')}
              placeholder={t('register.countryPlaceholder')}
              data={countries}
              searchable
              nothingFoundMessage={t('register.noCountry')}
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

        <FormSection title={t('register.sections.security')} icon={<IconLock size={18} />}>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <PasswordInput label={t('fields.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
            <PasswordInput label={t('fields.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('register.sections.device')} icon={<IconDeviceTv size={18} />}>
          <Select
            label={t('register.deviceType')}
            placeholder={t('register.devicePlaceholder')}
            data={deviceTypes}
            required
            {...form.getInputProps('deviceType')}
          />
        </FormSection>

        <Stack gap="sm">
          <SubmitButton label={t('register.submit')} pendingLabel={t('register.submitting')} invalid={!form.isValid()} pending={register.isPending} />
          <Button variant="subtle" fullWidth renderRoot={(props) => <Link {...props} to="/login" search={chosenPlan(chosen)} />}>
            {t('register.haveAccount')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            <Trans
              t={t}
              i18nKey="register.agreement"
              components={{
                terms: <Anchor component={Link} to="/terms-of-services" size="xs" underline="always" />,
                privacy: <Anchor component={Link} to="/privacy-policy" size="xs" underline="always" />,
              }}
            />
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
