import { Box, Container, List, SimpleGrid, Text } from '@mantine/core';
import { IconBallFootball, IconMoodKid, IconMovie, IconWorld } from '@tabler/icons-react';
import { FeatureCard } from './FeatureCard.tsx';
import { SectionHeading } from './SectionHeading.tsx';

const included = [
  {
    icon: IconBallFootball,
    title: 'Sports',
    text: 'Live football, basketball, tennis, motorsport and fight nights, with dedicated event channels.',
    points: ['Major leagues and cups', 'Match-day event channels', 'Catch-up on selected channels'],
  },
  {
    icon: IconMovie,
    title: 'Movies & series',
    text: 'A growing on-demand library next to the premium movie channels you already know.',
    points: ['New releases added weekly', 'Complete seasons', 'Subtitles where available'],
  },
  {
    icon: IconMoodKid,
    title: 'Kids',
    text: 'Cartoons, learning and family channels gathered in their own easy-to-find category.',
    points: ['Toddlers to teens', 'Family movies on demand', 'A separate kids category'],
  },
  {
    icon: IconWorld,
    title: 'International',
    text: 'News, entertainment and sport from home, wherever you live now, in the original language.',
    points: ['Europe, Americas, Africa, Asia', 'Arabic and South Asian packs', 'Regional and local news'],
  },
];

export function WhatsIncluded() {
  return (
    <Box component="section" id="whats-included" py={{ base: 56, sm: 80 }} aria-labelledby="included-title">
      <Container size="xl">
        <SectionHeading
          id="included-title"
          eyebrow="One subscription"
          title="What's Included"
          lead="Every plan opens the whole line-up: there are no extra packs to buy later."
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {included.map((item) => (
            <FeatureCard key={item.title} icon={item.icon} title={item.title}>
              <Text size="sm" c="dimmed" mb="sm">
                {item.text}
              </Text>
              <List size="sm" spacing={4} c="var(--nimbus-soft-text)">
                {item.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
