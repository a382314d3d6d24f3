import { Box, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import classes from './CommitmentSection.module.css';

const commitments = [
  { title: '99.9% uptime', text: 'Monitored servers around the clock, with capacity reserved for big live events.' },
  {
    title: 'Activation in 5 to 15 minutes',
    text: 'As soon as your payment is confirmed, your subscription is activated and your credentials appear in your dashboard.',
  },
  { title: 'No hidden fees', text: 'The price you see on the plan is the price you pay. No set-up or box fees.' },
  {
    title: 'Easy refund',
    text: 'If we cannot activate your subscription, you get your money back in full. Once activated, sales are final.',
  },
  {
    title: 'Cancel anytime',
    text: 'Contract-free: every plan is paid once for its period and nothing renews without your say-so.',
  },
  { title: '24/7 support', text: 'Write to us by e-mail or on our messaging app whenever you need help.' },
];

export function CommitmentSection() {
  return (
    <Box component="section" id="commitment" py={{ base: 56, sm: 80 }} aria-labelledby="commitment-title">
      <Container size="xl" className={classes.inner}>
        <Stack gap="sm">
          <Text className={classes.eyebrow}>Our commitment</Text>
          <Title id="commitment-title" order={2} className={classes.title}>
            Honest service, from your first payment to your last question
          </Title>
          <Text c="dimmed" maw={460}>
            Streaming should be simple. These are the promises we keep to every customer, whichever plan they choose.
          </Text>
        </Stack>
        <ul className={classes.list}>
          {commitments.map((commitment) => (
            <li key={commitment.title} className={classes.item}>
              <ThemeIcon size={28} radius="xl" color="teal" variant="light" aria-hidden>
                <IconCheck size={16} stroke={3} />
              </ThemeIcon>
              <div>
                <Text fw={700}>{commitment.title}</Text>
                <Text size="sm" c="dimmed">
                  {commitment.text}
                </Text>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </Box>
  );
}
