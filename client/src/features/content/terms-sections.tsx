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
import { useContentText } from '../../i18n/en/content.ts';
import type { ContentSection } from './CollapsibleSections.tsx';
import { ContactLinks } from './ContactLinks.tsx';
import { RichText } from './rich-text.tsx';
import type { SiteInfo } from './site-info.ts';

/** The terms of service's ten sections (specification, route table). */
export function useTermsSections(site: SiteInfo): ContentSection[] {
  const { t } = useContentText();
  const brand = site.brandName;
  return [
    {
      id: 'acceptance',
      title: t('terms.acceptance.title'),
      icon: IconFileCheck,
      content: (
        <>
          <p>{t('terms.acceptance.agreement', { brand })}</p>
          <p>{t('terms.acceptance.age')}</p>
        </>
      ),
    },
    {
      id: 'services',
      title: t('terms.services.title'),
      icon: IconMovie,
      content: (
        <>
          <p>{t('terms.services.intro', { brand })}</p>
          <ul>
            <li>{t('terms.services.items.activation')}</li>
            <li>{t('terms.services.items.period')}</li>
            <li>{t('terms.services.items.lineUp')}</li>
            <li>{t('terms.services.items.players')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'payments-and-refunds',
      title: t('terms.paymentsAndRefunds.title'),
      icon: IconCreditCard,
      content: (
        <>
          <p>{t('terms.paymentsAndRefunds.intro')}</p>
          <ul>
            <li>{t('terms.paymentsAndRefunds.items.receipt')}</li>
            <li>{t('terms.paymentsAndRefunds.items.amount')}</li>
            <li>
              <RichText i18nKey="terms.paymentsAndRefunds.items.finalSales" />
            </li>
            <li>{t('terms.paymentsAndRefunds.items.noAutoRenewal')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'account-responsibility',
      title: t('terms.accountResponsibility.title'),
      icon: IconUserShield,
      content: (
        <>
          <p>{t('terms.accountResponsibility.intro')}</p>
          <ul>
            <li>{t('terms.accountResponsibility.items.details')}</li>
            <li>{t('terms.accountResponsibility.items.secrets')}</li>
            <li>{t('terms.accountResponsibility.items.devices')}</li>
            <li>{t('terms.accountResponsibility.items.misuse')}</li>
          </ul>
          <p>{t('terms.accountResponsibility.suspension')}</p>
        </>
      ),
    },
    {
      id: 'prohibited-use',
      title: t('terms.prohibitedUse.title'),
      icon: IconBan,
      content: (
        <>
          <p>{t('terms.prohibitedUse.intro')}</p>
          <ul>
            <li>{t('terms.prohibitedUse.items.resell')}</li>
            <li>{t('terms.prohibitedUse.items.record')}</li>
            <li>{t('terms.prohibitedUse.items.share')}</li>
            <li>{t('terms.prohibitedUse.items.security')}</li>
            <li>{t('terms.prohibitedUse.items.law')}</li>
          </ul>
          <p>{t('terms.prohibitedUse.consequences')}</p>
        </>
      ),
    },
    {
      id: 'content-disclaimer',
      title: t('terms.contentDisclaimer.title'),
      icon: IconAlertTriangle,
      content: (
        <>
          <p>{t('terms.contentDisclaimer.ownership', { brand })}</p>
          <p>{t('terms.contentDisclaimer.names')}</p>
        </>
      ),
    },
    {
      id: 'liability',
      title: t('terms.liability.title'),
      icon: IconScale,
      content: (
        <>
          <p>{t('terms.liability.limit', { brand })}</p>
          <p>{t('terms.liability.consumerRights')}</p>
        </>
      ),
    },
    {
      id: 'privacy',
      title: t('terms.privacy.title'),
      icon: IconShieldLock,
      content: (
        <p>
          <RichText i18nKey="terms.privacy.text" />
        </p>
      ),
    },
    {
      id: 'changes',
      title: t('terms.changes.title'),
      icon: IconRefresh,
      content: <p>{t('terms.changes.text')}</p>,
    },
    {
      id: 'contact',
      title: t('terms.contact.title'),
      icon: IconMail,
      content: (
        <>
          <p>{t('terms.contact.intro')}</p>
          <ContactLinks site={site} />
        </>
      ),
    },
  ];
}
