import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ChosenPlanNotice } from '../features/auth/ChosenPlanNotice.tsx';
import { LoginForm } from '../features/auth/LoginForm.tsx';
import { planSearch, type PlanSearch } from '../lib/plan-search.ts';
import { returnSearch, type ReturnSearch } from '../lib/return-path.ts';
import { useAuthText } from '../i18n/en/auth.ts';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/login')({
  head: () => titled('login'),
  // The plan chosen before logging in travels on to the payment page; `redirect` is the page a
  // signed-out visitor was sent here from (lib/guards.ts), kept only when it is of this site.
  validateSearch: (search: Record<string, unknown>): PlanSearch & ReturnSearch => ({ ...planSearch(search), ...returnSearch(search) }),
  component: Login,
});

function Login() {
  const { t } = useAuthText();
  const { redirect, ...chosen } = Route.useSearch();
  return (
    <Container size={480} py={{ base: 40, sm: 72 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} ta="center">
            {t('login.title')}
          </Title>
          <Text c="dimmed" ta="center" mt={4}>
            {t('login.subtitle')}
          </Text>
        </div>
        <ChosenPlanNotice chosen={chosen} />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 32 }} shadow="sm">
          <LoginForm chosen={chosen} returnTo={redirect} />
        </Paper>
      </Stack>
    </Container>
  );
}
