import { Box, Container, Text } from '@mantine/core';
import { IconBallFootball, IconSatellite, IconHeartFilled, IconMoodKid, IconMovie, IconMusic, IconPlanet, IconWorld, type Icon } from '@tabler/icons-react';
import { useHomeText } from '../../i18n/en/home.ts';
import classes from './PartnerStrip.module.css';

type Style = 'bold' | 'wide' | 'serif' | 'light';

// Fictional networks standing for the categories of the line-up.
const partners: { name: string; icon: Icon; style: Style }[] = [
  { name: 'ArenaSport', icon: IconBallFootball, style: 'bold' },
  { name: 'CinePrime', icon: IconMovie, style: 'wide' },
  { name: 'Globe 24', icon: IconWorld, style: 'bold' },
  { name: 'Kiddo TV', icon: IconMoodKid, style: 'light' },
  { name: 'Docu Planet', icon: IconPlanet, style: 'serif' },
  { name: 'Beat FM', icon: IconMusic, style: 'wide' },
  { name: 'Novela+', icon: IconHeartFilled, style: 'serif' },
  { name: 'Orbit One', icon: IconSatellite, style: 'light' },
];

export function PartnerStrip() {
  const { t } = useHomeText();
  return (
    <Box component="section" id="partners" className={classes.strip} aria-labelledby="partners-title">
      <Container size="xl">
        <Text id="partners-title" className={classes.caption}>
          {t('partners.caption')}
        </Text>
        <ul className={classes.list}>
          {partners.map((partner) => (
            <li key={partner.name} className={`${classes.logo} ${classes[partner.style]}`}>
              <span className={classes.mark} aria-hidden>
                <partner.icon size={16} stroke={2} />
              </span>
              {partner.name}
            </li>
          ))}
        </ul>
      </Container>
    </Box>
  );
}
