import { Button, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useContentText } from '../../i18n/en/content.ts';
import classes from './PricingCta.module.css';

/** The call to action to the home page's plans (/home?section=plans). */
export function PricingCta() {
  const { t } = useContentText();
  return (
    <section aria-labelledby="pricing-cta-title" className={classes.cta}>
      <div>
        <Title id="pricing-cta-title" order={2} className={classes.title}>
          {t('channelList.pricing.title')}
        </Title>
        <Text className={classes.text} mt="xs">
          {t('channelList.pricing.text')}
        </Text>
      </div>
      <Button
        renderRoot={(props) => <Link {...props} to="/home" search={{ section: 'plans' }} />}
        size="lg"
        variant="white"
        color="nimbus.8"
        rightSection={<IconArrowRight size={18} aria-hidden />}
        className={classes.button}
      >
        {t('channelList.pricing.button')}
      </Button>
    </section>
  );
}
