import { Avatar, Box, Card, Container, Group, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useHomeMoreText } from '../../i18n/en/home-more.ts';
import { SectionHeading } from './SectionHeading.tsx';
import classes from './Testimonials.module.css';

// Three static reviews (specification: hard-coded on the home page); their words are in the
// homeMore catalogue.
const testimonials = [
  {
    key: 'daniel',
    name: 'Daniel R.',
    initials: 'DR',
    color: 'nimbus',
  },
  {
    key: 'amina',
    name: 'Amina K.',
    initials: 'AK',
    color: 'grape.8',
  },
  {
    key: 'lucas',
    name: 'Lucas M.',
    initials: 'LM',
    color: 'teal.9',
  },
] as const;

export function Testimonials() {
  const { t } = useHomeMoreText();
  return (
    <Box component="section" id="testimonials" py={{ base: 56, sm: 80 }} className={classes.section} aria-labelledby="testimonials-title">
      <Container size="xl">
        <SectionHeading id="testimonials-title" eyebrow={t('testimonials.eyebrow')} title={t('testimonials.title')} lead={t('testimonials.lead')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {testimonials.map((testimonial) => (
            <Card key={testimonial.key} component="figure" withBorder radius="lg" padding="xl" className={classes.card}>
              <div className={classes.stars}>
                {[1, 2, 3, 4, 5].map((star) => (
                  <IconStarFilled key={star} size={18} aria-hidden />
                ))}
                <VisuallyHidden>{t('testimonials.rating')}</VisuallyHidden>
              </div>
              <blockquote className={classes.quote}>“{t(`testimonials.${testimonial.key}.quote`)}”</blockquote>
              <Group component="figcaption" gap="sm" wrap="nowrap">
                <Avatar color={testimonial.color} variant="filled" radius="xl" aria-hidden>
                  {testimonial.initials}
                </Avatar>
                <div>
                  <Text fw={700}>{testimonial.name}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`testimonials.${testimonial.key}.place`)}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
