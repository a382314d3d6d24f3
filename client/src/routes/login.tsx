import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ChosenPlanNotice } from '../features/auth/ChosenPlanNotice.tsx';
import { LoginForm } from '../features/auth/LoginForm.tsx';
import { planSearch } from '../lib/plan-search.ts';

export const Route = createFileRoute('/login')({
  // The plan chosen before logging in travels on to the payment page.
  validateSearch: planSearch,
  component: Login,
});

function Login() {
  const chosen = Route.useSearch();
  return (
    <Container size={480} py={{ base: 40, sm: 72 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} ta="center">
            Welcome back
          </Title>
          <Text c="dimmed" ta="center" mt={4}>
            Log in to manage your subscription.
          </Text>
        </div>
        <ChosenPlanNotice chosen={chosen} />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 32 }} shadow="sm">
          <LoginForm chosen={chosen} />
        </Paper>
      </Stack>
    </Container>
  );
}
