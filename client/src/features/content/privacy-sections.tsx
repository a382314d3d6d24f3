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
import { useContentText } from '../../i18n/en/content.ts';
import type { ContentSection } from './CollapsibleSections.tsx';
import { ContactLinks } from './ContactLinks.tsx';
import { RichText } from './rich-text.tsx';
import type { SiteInfo } from './site-info.ts';

/** The privacy policy's ten sections (specification, route table). */
export function usePrivacySections(site: SiteInfo): ContentSection[] {
  const { t } = useContentText();
  const brand = site.brandName;
  return [
    {
      id: 'information-collected',
      title: t('privacy.informationCollected.title'),
      icon: IconDatabase,
      content: (
        <>
          <p>{t('privacy.informationCollected.intro')}</p>
          <ul>
            <li>
              <RichText i18nKey="privacy.informationCollected.items.account" />
            </li>
            <li>
              <RichText i18nKey="privacy.informationCollected.items.password" />
            </li>
            <li>
              <RichText i18nKey="privacy.informationCollected.items.subscriptions" />
            </li>
            <li>
              <RichText i18nKey="privacy.informationCollected.items.support" />
            </li>
            <li>
              <RichText i18nKey="privacy.informationCollected.items.technical" />
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'payment-data',
      title: t('privacy.paymentData.title'),
      icon: IconCreditCard,
      content: (
        <>
          <p>{t('privacy.paymentData.intro')}</p>
          <ul>
            <li>{t('privacy.paymentData.items.stored')}</li>
            <li>{t('privacy.paymentData.items.neverStored')}</li>
            <li>{t('privacy.paymentData.items.access', { brand })}</li>
            <li>{t('privacy.paymentData.items.blockchain')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'use-of-information',
      title: t('privacy.useOfInformation.title'),
      icon: IconSettings,
      content: (
        <>
          <p>{t('privacy.useOfInformation.intro')}</p>
          <ul>
            <li>{t('privacy.useOfInformation.items.account')}</li>
            <li>{t('privacy.useOfInformation.items.payments')}</li>
            <li>{t('privacy.useOfInformation.items.messages')}</li>
            <li>{t('privacy.useOfInformation.items.support')}</li>
            <li>{t('privacy.useOfInformation.items.fraud')}</li>
            <li>{t('privacy.useOfInformation.items.accounting')}</li>
          </ul>
          <p>{t('privacy.useOfInformation.noSale')}</p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: t('privacy.cookies.title'),
      icon: IconCookie,
      content: (
        <>
          <p>{t('privacy.cookies.session')}</p>
          <p>{t('privacy.cookies.noTracking')}</p>
          <p>{t('privacy.cookies.clearing')}</p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: t('privacy.sharing.title'),
      icon: IconShare,
      content: (
        <>
          <p>{t('privacy.sharing.intro')}</p>
          <ul>
            <li>{t('privacy.sharing.items.providers')}</li>
            <li>{t('privacy.sharing.items.payments')}</li>
            <li>{t('privacy.sharing.items.authorities')}</li>
          </ul>
          <p>{t('privacy.sharing.sale', { brand })}</p>
        </>
      ),
    },
    {
      id: 'security',
      title: t('privacy.security.title'),
      icon: IconLock,
      content: (
        <>
          <p>{t('privacy.security.intro')}</p>
          <ul>
            <li>{t('privacy.security.items.https')}</li>
            <li>{t('privacy.security.items.hashes')}</li>
            <li>{t('privacy.security.items.tokens')}</li>
            <li>{t('privacy.security.items.staff')}</li>
          </ul>
          <p>{t('privacy.security.noSystem')}</p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: t('privacy.yourRights.title'),
      icon: IconUserCheck,
      content: (
        <>
          <p>{t('privacy.yourRights.intro')}</p>
          <ul>
            <li>{t('privacy.yourRights.items.access')}</li>
            <li>{t('privacy.yourRights.items.correct')}</li>
            <li>{t('privacy.yourRights.items.delete')}</li>
            <li>{t('privacy.yourRights.items.object')}</li>
            <li>{t('privacy.yourRights.items.complain')}</li>
          </ul>
          <p>{t('privacy.yourRights.howTo')}</p>
        </>
      ),
    },
    {
      id: 'third-party-links',
      title: t('privacy.thirdPartyLinks.title'),
      icon: IconExternalLink,
      content: <p>{t('privacy.thirdPartyLinks.text')}</p>,
    },
    {
      id: 'updates',
      title: t('privacy.updates.title'),
      icon: IconRefresh,
      content: <p>{t('privacy.updates.text')}</p>,
    },
    {
      id: 'contact',
      title: t('privacy.contact.title'),
      icon: IconMail,
      content: (
        <>
          <p>{t('privacy.contact.intro', { brand })}</p>
          <ContactLinks site={site} />
          <p>{t('privacy.contact.replyTime')}</p>
        </>
      ),
    },
  ];
}
