import { Button, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import classes from './PricingCta.module.css';

/** The call to action to the home page's plans (/home?section=plans). */
export function PricingCta() {
  return (
    <section aria-labelledby="pricing-cta-title" className={classes.cta}>
      <div>
        <Title id="pricing-cta-title" order={2} className={classes.title}>
          Ready to start watching?
        </Title>
        <Text className={classes.text} mt="xs">
          Choose a plan and the number of devices, pay the way you prefer, and your channels are ready 5 to 15 minutes after your payment is confirmed. No
          hidden fees, cancel anytime.
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
        See plans and pricing
      </Button>
    </section>
  );
}
