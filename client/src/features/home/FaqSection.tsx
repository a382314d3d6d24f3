import { Accordion, Box, Container, Text } from '@mantine/core';
import { SectionHeading } from './SectionHeading.tsx';

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
    answer: 'Cards, crypto (BTC and USDT), PayPal and bank transfer. After paying, upload your receipt on the payment page and our team verifies it.',
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
    <Box component="section" id="faqs" py={{ base: 56, sm: 80 }} aria-labelledby="faqs-title">
      <Container size="md">
        <SectionHeading id="faqs-title" eyebrow="FAQs" title="Frequently asked questions" lead="Everything you need to know before you subscribe." />
        <Accordion variant="separated" radius="md" order={3} defaultValue={faqs[0]?.id}>
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
