import { Accordion, Box, Container, Text } from '@mantine/core';
import { useHomeMoreText } from '../../i18n/en/home-more.ts';
import { SectionHeading } from './SectionHeading.tsx';

// The questions in the order they are shown; the first one starts open.
const FAQS = ['activation', 'paymentMethods', 'devices'] as const;

export function FaqSection() {
  const { t } = useHomeMoreText();
  return (
    <Box component="section" id="faqs" py={{ base: 56, sm: 80 }} aria-labelledby="faqs-title">
      <Container size="md">
        <SectionHeading id="faqs-title" eyebrow={t('faq.eyebrow')} title={t('faq.title')} lead={t('faq.lead')} />
        <Accordion variant="separated" radius="md" order={3} defaultValue={FAQS[0]}>
          {FAQS.map((faq) => (
            <Accordion.Item key={faq} value={faq}>
              <Accordion.Control>
                <Text fw={600}>{t(`faq.${faq}.question`)}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text c="dimmed">{t(`faq.${faq}.answer`)}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </Box>
  );
}
