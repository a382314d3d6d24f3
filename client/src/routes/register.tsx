import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ChosenPlanNotice } from '../features/auth/ChosenPlanNotice.tsx';
import { RegisterForm } from '../features/auth/RegisterForm.tsx';
import { planSearch } from '../lib/plan-search.ts';
import { useAuthText } from '../i18n/en/auth.ts';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/register')({
  head: () => titled('register'),
  validateSearch: planSearch,
  component: Register,
});

function Register() {
  const { t } = useAuthText();
  const chosen = Route.useSearch();
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('register.title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('register.subtitle')}
          </Text>
        </div>
        <ChosenPlanNotice chosen={chosen} />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 40 }} shadow="sm">
          <RegisterForm chosen={chosen} />
        </Paper>
      </Stack>
    </Container>
  );
}
