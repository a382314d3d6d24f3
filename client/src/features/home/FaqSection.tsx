import { Accordion, Box, Container, Stack, Text, Title } from '@mantine/core';

const faqs = [
  {
    id: 'activation',
    question: 'How soon can I start watching?',
    answer:
      'Your subscription is activated 5 to 15 minutes after your payment is confirmed. Your streaming user name and password then appear in your dashboard.',
  },
  {
    id: 'payment-methods',
    question: 'Which payment methods do you accept?',
    answer:
      'Cards, crypto (BTC and USDT), PayPal and bank transfer. After paying, upload your receipt on the payment page and our team verifies it.',
  },
  {
    id: 'devices',
    question: 'Which devices can I watch on?',
    answer:
      'Smart TVs, Amazon Firestick, Android boxes, phones, tablets and computers. Choose how many devices you want to use at the same time when you pick your plan.',
  },
];

export function FaqSection() {
  return (
    <Box component="section" id="faqs" py={80} aria-labelledby="faqs-title">
      <Container size="md">
        <Stack gap={6} align="center" ta="center" mb={32}>
          <Title id="faqs-title" order={2}>
            Frequently asked questions
          </Title>
          <Text c="dimmed">Everything you need to know before you subscribe.</Text>
        </Stack>
        <Accordion variant="separated" radius="md" defaultValue={faqs[0]?.id}>
          {faqs.map((faq) => (
            <Accordion.Item key={faq.id} value={faq.id}>
              <Accordion.Control>
                <Text fw={600}>{faq.question}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text c="dimmed">{faq.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </Box>
  );
}
