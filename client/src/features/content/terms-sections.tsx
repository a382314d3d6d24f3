import { Anchor } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBan,
  IconCreditCard,
  IconFileCheck,
  IconMail,
  IconMovie,
  IconRefresh,
  IconScale,
  IconShieldLock,
  IconUserShield,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ContentSection } from './CollapsibleSections.tsx';
import { ContactLinks } from './ContactLinks.tsx';
import type { SiteInfo } from './site-info.ts';

/** The terms of service's ten sections (specification, route table). */
export function termsSections(site: SiteInfo): ContentSection[] {
  const brand = site.brandName;
  return [
    {
      id: 'acceptance',
      title: '1. Acceptance of terms',
      icon: IconFileCheck,
      content: (
        <>
          <p>
            These terms govern your use of the {brand} website and streaming service. By creating an account, paying for a plan or using the service, you agree
            to them. If you do not agree, please do not use the service.
          </p>
          <p>You must be at least 18 years old, or the age of majority where you live, to create an account and buy a subscription.</p>
        </>
      ),
    },
    {
      id: 'services',
      title: '2. Our services',
      icon: IconMovie,
      content: (
        <>
          <p>
            {brand} sells time-limited subscriptions that give access to live TV channels and an on-demand library of movies and series, for the number of
            devices of the plan you choose.
          </p>
          <ul>
            <li>
              After your payment is confirmed, your subscription is activated within 5 to 15 minutes and your streaming user name and password appear in your
              dashboard.
            </li>
            <li>A subscription runs for the period of its plan, counted from activation, and ends on its end date unless you renew it.</li>
            <li>
              The channel line-up and library change over time as broadcasters and rights change. We aim for 99.9% availability, but maintenance, events beyond
              our control or your own connection may occasionally interrupt the service.
            </li>
            <li>
              You watch through a compatible third-party player app on your own device. Those apps are not ours, and their availability on each device is up to
              their makers.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'payments-and-refunds',
      title: '3. Payment methods and refunds',
      icon: IconCreditCard,
      content: (
        <>
          <p>
            We accept cards, crypto (BTC and USDT), PayPal and bank transfer. Prices are shown in US dollars on each plan and include everything: there are no
            hidden fees.
          </p>
          <ul>
            <li>
              After paying, upload your receipt on the payment page. Our team verifies it, and your subscription is activated 5 to 15 minutes after the payment
              is confirmed.
            </li>
            <li>
              The amount must match the price of the plan you chose. A payment that cannot be verified is marked failed, and we will contact you to sort it out.
            </li>
            <li>
              <strong>All sales are final once the subscription is activated.</strong> If we cannot activate your subscription, or you ask to cancel before we
              activate it, we refund your payment in full by the method you paid with, less any network fee a crypto transfer costs us.
            </li>
            <li>Plans do not renew on their own. You can stop at any time simply by not renewing; there is no contract and no cancellation fee.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'account-responsibility',
      title: '4. Account responsibility',
      icon: IconUserShield,
      content: (
        <>
          <p>You are responsible for your account and everything done with it. In particular:</p>
          <ul>
            <li>give true, complete details when you register, and keep them up to date;</li>
            <li>keep your password and your streaming credentials secret;</li>
            <li>watch on no more devices at the same time than your plan includes;</li>
            <li>tell us at once if you believe someone else has used your account.</li>
          </ul>
          <p>We may suspend an account whose credentials are being shared or used beyond its plan, after telling you why.</p>
        </>
      ),
    },
    {
      id: 'prohibited-use',
      title: '5. Prohibited use',
      icon: IconBan,
      content: (
        <>
          <p>You may not:</p>
          <ul>
            <li>resell, rent out, rebroadcast or publicly show the service or its content;</li>
            <li>record, copy or redistribute streams, or help anyone else do so;</li>
            <li>share your credentials with people outside your household;</li>
            <li>try to get around our security, overload our servers, or access accounts or data that are not yours;</li>
            <li>use the service in any way that breaks the law where you live.</li>
          </ul>
          <p>We may suspend or close an account that breaks these rules. Where the breach is serious, this happens without a refund.</p>
        </>
      ),
    },
    {
      id: 'content-disclaimer',
      title: '6. Content disclaimer',
      icon: IconAlertTriangle,
      content: (
        <>
          <p>
            The channels and programmes belong to their broadcasters and rights holders. {brand} does not produce them and is not responsible for what they
            show, for schedule changes or for programmes that are not available in some regions.
          </p>
          <p>
            Channel names mentioned on this site belong to their owners and are used only to describe the line-up. Some content is intended for adults; you are
            responsible for the parental controls of the player apps your family uses.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: '7. Limitation of liability',
      icon: IconScale,
      content: (
        <>
          <p>
            The service is provided as it is and as available. To the extent the law allows, {brand} is not liable for indirect or consequential losses, such as
            lost profits or missed events, and our total liability for any claim is limited to the amount you paid for your current subscription period.
          </p>
          <p>Nothing in these terms limits liability that cannot be limited by law, or takes away rights you have as a consumer in your country.</p>
        </>
      ),
    },
    {
      id: 'privacy',
      title: '8. Privacy',
      icon: IconShieldLock,
      content: (
        <p>
          We handle your personal data as our{' '}
          <Anchor component={Link} to="/privacy-policy" inherit>
            Privacy Policy
          </Anchor>{' '}
          describes. It is part of these terms.
        </p>
      ),
    },
    {
      id: 'changes',
      title: '9. Changes to these terms',
      icon: IconRefresh,
      content: (
        <p>
          We may update these terms. The date at the top of this page shows the latest version. We will tell you about important changes by e-mail or in your
          dashboard at least 14 days before they take effect. A subscription you have already paid for keeps its price and period until it ends.
        </p>
      ),
    },
    {
      id: 'contact',
      title: '10. Contact',
      icon: IconMail,
      content: (
        <>
          <p>Questions about these terms, your subscription or a payment? Our support team answers 24/7:</p>
          <ContactLinks site={site} />
        </>
      ),
    },
  ];
}
