import {
  IconCookie,
  IconCreditCard,
  IconDatabase,
  IconExternalLink,
  IconLock,
  IconMail,
  IconRefresh,
  IconSettings,
  IconShare,
  IconUserCheck,
} from '@tabler/icons-react';
import type { ContentSection } from './CollapsibleSections.tsx';
import { ContactLinks } from './ContactLinks.tsx';
import type { SiteInfo } from './site-info.ts';

/** The privacy policy's ten sections (specification, route table). */
export function privacySections(site: SiteInfo): ContentSection[] {
  const brand = site.brandName;
  return [
    {
      id: 'information-collected',
      title: '1. Information we collect',
      icon: IconDatabase,
      content: (
        <>
          <p>We collect only what we need to sell, activate and support your subscription:</p>
          <ul>
            <li>
              <strong>Account details</strong> you give us when you register: first and last name, e-mail address, phone number (optional), company (optional),
              billing address and the type of device you watch on.
            </li>
            <li>
              <strong>Your password</strong>, which we never store in readable form: we keep only a one-way, salted hash of it.
            </li>
            <li>
              <strong>Subscription records</strong>: the plan and number of devices you chose, start and end dates, status, and the streaming credentials we
              issue to you.
            </li>
            <li>
              <strong>Support messages</strong>: the tickets you open, our replies and any details you add to them.
            </li>
            <li>
              <strong>Technical data</strong> our servers record when you use the site: IP address, browser type and the time of each request, kept in security
              logs.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'payment-data',
      title: '2. Payment data',
      icon: IconCreditCard,
      content: (
        <>
          <p>Payments are made manually: you pay by card, crypto (BTC or USDT), PayPal or bank transfer, then upload a receipt so our team can verify it.</p>
          <ul>
            <li>We store the receipt you upload (an image or PDF of up to 1 MB), the amount, the method, the date and the verification status.</li>
            <li>
              We never ask for and never store your full card number, card security code, online banking password or the private keys of your crypto wallet.
              Please remove such details from a receipt before uploading it.
            </li>
            <li>Receipts can be viewed only by you and by the {brand} staff who verify payments.</li>
            <li>Crypto transactions are recorded on a public blockchain by their nature; we cannot change or remove that public record.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'use-of-information',
      title: '3. How we use your information',
      icon: IconSettings,
      content: (
        <>
          <p>We use your information to:</p>
          <ul>
            <li>create and secure your account and keep you signed in;</li>
            <li>verify your payments and activate, renew or end your subscription;</li>
            <li>send service messages such as password-reset codes, payment results, activation and expiry notices;</li>
            <li>answer your support tickets and messages;</li>
            <li>detect fraud, abuse and account sharing beyond the devices of your plan;</li>
            <li>keep the accounting records the law requires of us.</li>
          </ul>
          <p>
            We do not sell your personal data, and we do not use it for advertising profiles. We send marketing e-mail only if you have asked to receive it, and
            every such e-mail lets you unsubscribe.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: '4. Cookies and local storage',
      icon: IconCookie,
      content: (
        <>
          <p>
            To keep you signed in, the site stores a session token and your basic profile in your browser's local storage. This is strictly necessary for the
            service and is removed when you log out or when the session expires.
          </p>
          <p>
            We do not use advertising cookies or third-party tracking pixels. If we ever add optional analytics, we will ask for your consent first and update
            this policy.
          </p>
          <p>You can clear local storage and cookies in your browser settings at any time; you will then need to log in again.</p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: '5. Sharing your information',
      icon: IconShare,
      content: (
        <>
          <p>We share personal data only when it is needed to run the service, and only with:</p>
          <ul>
            <li>
              service providers who host our servers, store our backups and deliver our e-mail, under contracts that oblige them to protect it and use it only
              on our instructions;
            </li>
            <li>payment providers you choose to pay with (for example PayPal or your bank), who handle the payment under their own privacy policies;</li>
            <li>public authorities, when a valid legal request obliges us to, or when it is necessary to protect our customers or our service from fraud.</li>
          </ul>
          <p>If {brand} is ever sold or merged, your data would pass to the new owner under this same policy.</p>
        </>
      ),
    },
    {
      id: 'security',
      title: '6. Data security',
      icon: IconLock,
      content: (
        <>
          <p>We protect your data with measures appropriate to its sensitivity, including:</p>
          <ul>
            <li>encrypted connections (HTTPS) for every page and request;</li>
            <li>passwords stored only as strong one-way hashes;</li>
            <li>sign-in tokens that expire, and that stop working at once when you change your password;</li>
            <li>staff access limited to what each role needs, with every staff action recorded in an audit log.</li>
          </ul>
          <p>
            No system is completely secure. Keep your password and streaming credentials to yourself, and tell us straight away if you think someone else has
            used them.
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: '7. Your rights',
      icon: IconUserCheck,
      content: (
        <>
          <p>Depending on where you live, you may have the right to:</p>
          <ul>
            <li>see the personal data we hold about you and receive a copy of it;</li>
            <li>correct data that is wrong or incomplete;</li>
            <li>
              ask us to delete your account. We then remove your personal details and make the account unusable; payment records are kept, without more personal
              data than necessary, for as long as tax and accounting law requires;
            </li>
            <li>object to or restrict some uses of your data, and withdraw any consent you gave;</li>
            <li>complain to the data protection authority of your country.</li>
          </ul>
          <p>To use any of these rights, write to us from the e-mail address of your account. We answer within 30 days.</p>
        </>
      ),
    },
    {
      id: 'third-party-links',
      title: '8. Third-party links',
      icon: IconExternalLink,
      content: (
        <p>
          Our site links to services we do not control, such as our messaging-app support channel, PayPal and the app stores that offer player apps. Their own
          terms and privacy policies apply once you leave our site, and we are not responsible for how they handle your data. Please read their policies before
          you use them.
        </p>
      ),
    },
    {
      id: 'updates',
      title: '9. Updates to this policy',
      icon: IconRefresh,
      content: (
        <p>
          We may update this policy when our service or the law changes. The date at the top of the page shows the latest version. If a change affects how we
          use data you have already given us, we will tell you by e-mail or with a notification in your dashboard before it takes effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: '10. Contact us',
      icon: IconMail,
      content: (
        <>
          <p>For any question about this policy or your personal data, contact the {brand} support team:</p>
          <ContactLinks site={site} />
          <p>We reply to privacy requests within 30 days, and usually much sooner.</p>
        </>
      ),
    },
  ];
}
