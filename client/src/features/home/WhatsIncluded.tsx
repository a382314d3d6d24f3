import { Box, Container, List, SimpleGrid, Text } from '@mantine/core';
import { IconBallFootball, IconMoodKid, IconMovie, IconWorld } from '@tabler/icons-react';
import { useHomeText } from '../../i18n/en/home.ts';
import { useHomeMoreText } from '../../i18n/en/home-more.ts';
import { FeatureCard } from './FeatureCard.tsx';
import { SectionHeading } from './SectionHeading.tsx';

// The line-up's categories, each with its three highlights, in the order they are shown.
const included = [
  { icon: IconBallFootball, category: 'sports', points: ['leagues', 'events', 'catchUp'] },
  { icon: IconMovie, category: 'movies', points: ['releases', 'seasons', 'subtitles'] },
  { icon: IconMoodKid, category: 'kids', points: ['ages', 'familyMovies', 'category'] },
  { icon: IconWorld, category: 'international', points: ['regions', 'packs', 'news'] },
] as const;

export function WhatsIncluded() {
  const { t } = useHomeMoreText();
  const { t: tHome } = useHomeText();
  return (
    <Box component="section" id="whats-included" py={{ base: 56, sm: 80 }} aria-labelledby="included-title">
      <Container size="xl">
        <SectionHeading id="included-title" eyebrow={t('included.eyebrow')} title={t('included.title')} lead={t('included.lead')} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {included.map((item) => (
            <FeatureCard key={item.category} icon={item.icon} title={tHome(`categories.${item.category}`)}>
              <Text size="sm" c="dimmed" mb="sm">
                {t(`included.about.${item.category}`)}
              </Text>
              <List size="sm" spacing={4} c="var(--nimbus-soft-text)">
                {item.points.map((point) => (
                  <List.Item key={point}>{t(`included.points.${point}`)}</List.Item>
                ))}
              </List>
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
