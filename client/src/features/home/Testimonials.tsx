import { Avatar, Box, Card, Container, Group, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { SectionHeading } from './SectionHeading.tsx';
import classes from './Testimonials.module.css';

// Three static reviews (specification: hard-coded on the home page).
const testimonials = [
  {
    name: 'Daniel R.',
    place: 'Toronto, Canada',
    initials: 'DR',
    color: 'nimbus',
    quote: 'I paid with USDT, uploaded the receipt and my login was in the dashboard about ten minutes later. The Saturday football has not frozen once since.',
  },
  {
    name: 'Amina K.',
    place: 'Manchester, United Kingdom',
    initials: 'AK',
    color: 'grape.8',
    quote:
      'We finally get the Arabic news channels my parents watch, and the kids have their own cartoons section. Support helped me set up the Firestick over chat.',
  },
  {
    name: 'Lucas M.',
    place: 'Lisbon, Portugal',
    initials: 'LM',
    color: 'teal.9',
    quote: 'Clear prices, no contract and it works on the TV, my phone and my laptop. I renewed for a full year after the first three months.',
  },
];

export function Testimonials() {
  return (
    <Box component="section" id="testimonials" py={{ base: 56, sm: 80 }} className={classes.section} aria-labelledby="testimonials-title">
      <Container size="xl">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What our customers say" lead="A few words from viewers who made the switch." />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {testimonials.map((testimonial) => (
            <Card key={testimonial.name} component="figure" withBorder radius="lg" padding="xl" className={classes.card}>
              <div className={classes.stars}>
                {[1, 2, 3, 4, 5].map((star) => (
                  <IconStarFilled key={star} size={18} aria-hidden />
                ))}
                <VisuallyHidden>Rated 5 out of 5</VisuallyHidden>
              </div>
              <blockquote className={classes.quote}>“{testimonial.quote}”</blockquote>
              <Group component="figcaption" gap="sm" wrap="nowrap">
                <Avatar color={testimonial.color} variant="filled" radius="xl" aria-hidden>
                  {testimonial.initials}
                </Avatar>
                <div>
                  <Text fw={700}>{testimonial.name}</Text>
                  <Text size="sm" c="dimmed">
                    {testimonial.place}
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
