import { Box, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useHomeText } from '../../i18n/en/home.ts';
import { useHomeMoreText } from '../../i18n/en/home-more.ts';
import classes from './CommitmentSection.module.css';

export function CommitmentSection() {
  const { t } = useHomeMoreText();
  const { t: tHome } = useHomeText();
  const commitments = [
    { key: 'uptime', title: tHome('why.uptime.title'), text: t('commitment.uptime') },
    { key: 'activation', title: t('commitment.activation.title'), text: t('commitment.activation.text') },
    { key: 'fees', title: t('commitment.fees.title'), text: t('commitment.fees.text') },
    { key: 'refund', title: t('commitment.refund.title'), text: t('commitment.refund.text') },
    { key: 'cancel', title: t('commitment.cancel.title'), text: t('commitment.cancel.text') },
    { key: 'support', title: tHome('why.support.title'), text: t('commitment.support') },
  ];
  return (
    <Box component="section" id="commitment" py={{ base: 56, sm: 80 }} aria-labelledby="commitment-title">
      <Container size="xl" className={classes.inner}>
        <Stack gap="sm">
          <Text className={classes.eyebrow}>{t('commitment.eyebrow')}</Text>
          <Title id="commitment-title" order={2} className={classes.title}>
            {t('commitment.title')}
          </Title>
          <Text c="dimmed" maw={460}>
            {t('commitment.lead')}
          </Text>
        </Stack>
        <ul className={classes.list}>
          {commitments.map((commitment) => (
            <li key={commitment.key} className={classes.item}>
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
