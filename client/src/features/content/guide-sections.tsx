import { Anchor } from '@mantine/core';
import { IconAdjustments, IconBrandAndroid, IconDeviceMobile, IconHelpCircle, IconLayoutDashboard, IconRouter, IconShieldCheck } from '@tabler/icons-react';
import { useContentText } from '../../i18n/en/content.ts';
import type { ContentSection } from './CollapsibleSections.tsx';
import { liveChannelsLabel } from '@nimbus/shared/catalogue';
import { NewTabLink } from './NewTabLink.tsx';
import { RichText } from './rich-text.tsx';
import type { SiteInfo } from './site-info.ts';

/** The beginner's setup guide (specification: Fire Stick, Android TV, phone, interface, optimization, safety, FAQ). */
export function useGuideSections(site: SiteInfo): ContentSection[] {
  const { t } = useContentText();
  return [
    {
      id: 'fire-stick',
      title: t('guide.fireStick.title'),
      icon: IconRouter,
      content: (
        <>
          <p>{t('guide.fireStick.intro')}</p>
          <ol>
            <li>{t('guide.fireStick.steps.plugIn')}</li>
            <li>
              <RichText i18nKey="guide.fireStick.steps.install" />
            </li>
            <li>{t('guide.fireStick.steps.open')}</li>
            <li>
              <RichText i18nKey="guide.fireStick.steps.credentials" />
            </li>
            <li>{t('guide.fireStick.steps.wait')}</li>
          </ol>
          <p>{t('guide.fireStick.tip')}</p>
        </>
      ),
    },
    {
      id: 'android-tv',
      title: t('guide.androidTv.title'),
      icon: IconBrandAndroid,
      content: (
        <>
          <ol>
            <li>{t('guide.androidTv.steps.store')}</li>
            <li>{t('guide.androidTv.steps.install')}</li>
            <li>{t('guide.androidTv.steps.credentials')}</li>
            <li>{t('guide.androidTv.steps.categories')}</li>
          </ol>
          <p>{t('guide.androidTv.otherTvs')}</p>
        </>
      ),
    },
    {
      id: 'phone',
      title: t('guide.phone.title'),
      icon: IconDeviceMobile,
      content: (
        <>
          <ol>
            <li>{t('guide.phone.steps.install')}</li>
            <li>{t('guide.phone.steps.signIn')}</li>
            <li>{t('guide.phone.steps.watch')}</li>
          </ol>
          <p>{t('guide.phone.devices')}</p>
        </>
      ),
    },
    {
      id: 'interface',
      title: t('guide.interface.title'),
      icon: IconLayoutDashboard,
      content: (
        <>
          <p>{t('guide.interface.intro', { channels: liveChannelsLabel() })}</p>
          <ul>
            <li>
              <RichText i18nKey="guide.interface.items.live" />
            </li>
            <li>
              <RichText i18nKey="guide.interface.items.library" />
            </li>
            <li>
              <RichText i18nKey="guide.interface.items.favourites" />
            </li>
            <li>
              <RichText i18nKey="guide.interface.items.epg" />
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'optimization',
      title: t('guide.optimization.title'),
      icon: IconAdjustments,
      content: (
        <>
          <p>{t('guide.optimization.intro')}</p>
          <ul>
            <li>
              <RichText i18nKey="guide.optimization.items.speed" />
            </li>
            <li>{t('guide.optimization.items.ethernet')}</li>
            <li>{t('guide.optimization.items.wifi')}</li>
            <li>{t('guide.optimization.items.restart')}</li>
            <li>{t('guide.optimization.items.decoder')}</li>
            <li>{t('guide.optimization.items.updates')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'safety',
      title: t('guide.safety.title'),
      icon: IconShieldCheck,
      content: (
        <ul>
          <li>{t('guide.safety.items.officialStores')}</li>
          <li>{t('guide.safety.items.credentials')}</li>
          <li>{t('guide.safety.items.vpn')}</li>
          <li>
            <RichText i18nKey="guide.safety.items.law" />
          </li>
          <li>{t('guide.safety.items.parentalPin')}</li>
        </ul>
      ),
    },
    {
      id: 'faq',
      title: t('guide.faq.title'),
      icon: IconHelpCircle,
      content: (
        <>
          <h3>{t('guide.faq.ready.question')}</h3>
          <p>{t('guide.faq.ready.answer')}</p>
          <h3>{t('guide.faq.login.question')}</h3>
          <p>
            {t('guide.faq.login.answer')} <StillStuck site={site} />
          </p>
          <h3>{t('guide.faq.devices.question')}</h3>
          <p>{t('guide.faq.devices.answer')}</p>
          <h3>{t('guide.faq.buffering.question')}</h3>
          <p>{t('guide.faq.buffering.answer')}</p>
        </>
      ),
    },
  ];
}

/** Where to turn next: the support e-mail or a ticket, and the messaging app when the shop has one. */
function StillStuck({ site }: { site: SiteInfo }) {
  const email = site.supportEmail;
  const app = site.messagingAppUrl ? site.messagingAppName : '';
  const components = {
    email: <Anchor href={`mailto:${email}`} inherit />,
    app: <NewTabLink href={site.messagingAppUrl} />,
  };
  const key = email ? (app ? 'emailAndApp' : 'email') : app ? 'ticketAndApp' : 'ticket';
  return <RichText i18nKey={`guide.faq.stillStuck.${key}`} values={{ email, app }} components={components} />;
}
