import { Anchor, VisuallyHidden } from '@mantine/core';
import { LIVE_CHANNELS_LABEL } from '@nimbus/shared/catalogue';
import { IconAdjustments, IconBrandAndroid, IconDeviceMobile, IconHelpCircle, IconLayoutDashboard, IconRouter, IconShieldCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ContentSection } from './CollapsibleSections.tsx';
import type { SiteInfo } from './site-info.ts';

/** The beginner's setup guide (specification: Fire Stick, Android TV, phone, interface, optimization, safety, FAQ). */
export function guideSections(site: SiteInfo): ContentSection[] {
  const support = (
    <>
      {site.supportEmail ? (
        <>
          E-mail us at{' '}
          <Anchor href={`mailto:${site.supportEmail}`} inherit>
            {site.supportEmail}
          </Anchor>
        </>
      ) : (
        'Open a ticket on the support page of your account'
      )}
      {site.messagingAppUrl && (
        <>
          {' '}
          or message us on{' '}
          <Anchor href={site.messagingAppUrl} target="_blank" rel="noopener noreferrer" inherit>
            {site.messagingAppName}
            <VisuallyHidden component="span"> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        </>
      )}
    </>
  );
  return [
    {
      id: 'fire-stick',
      title: 'Amazon Fire TV Stick',
      icon: IconRouter,
      content: (
        <>
          <p>Setting up a Fire TV Stick takes about five minutes.</p>
          <ol>
            <li>Plug the stick into your TV and connect it to your Wi-Fi network.</li>
            <li>
              From the home screen, open <strong>Find</strong>, then <strong>Search</strong>, and look up a player app that supports Xtream Codes logins or M3U
              playlists. Install it from the Amazon Appstore; our support team can recommend one that works well on your model.
            </li>
            <li>Open the player and choose to add a new playlist or user.</li>
            <li>
              Enter the streaming <strong>user name</strong> and <strong>password</strong> shown under Subscription Details in your dashboard, or paste the
              playlist (M3U) link shown there. If the app asks for a server address, our support team gives it to you.
            </li>
            <li>Wait while the channel list loads the first time; this can take a minute or two.</li>
          </ol>
          <p>Tip: a Fire TV Stick 4K handles high-definition sports noticeably better than older models.</p>
        </>
      ),
    },
    {
      id: 'android-tv',
      title: 'Android smart TV and TV boxes',
      icon: IconBrandAndroid,
      content: (
        <>
          <ol>
            <li>Open the Google Play Store on your TV or box (Android 7 or later).</li>
            <li>Search for a player app that supports Xtream Codes or M3U and install it.</li>
            <li>Open the app, choose to add a user or playlist, and type in your streaming credentials from the dashboard.</li>
            <li>Pick the channel categories you want to see first; you can change them later.</li>
          </ol>
          <p>
            Samsung (Tizen) and LG (webOS) TVs do not run Android apps: install a player from their own app store instead, or plug in a Fire TV Stick or Android
            box.
          </p>
        </>
      ),
    },
    {
      id: 'phone',
      title: 'Phones and tablets',
      icon: IconDeviceMobile,
      content: (
        <>
          <ol>
            <li>Install a player app from the App Store (iPhone, iPad) or Google Play (Android).</li>
            <li>Sign in with your streaming user name and password from the dashboard.</li>
            <li>Turn on screen rotation to watch in full screen, and use Wi-Fi where you can to save mobile data.</li>
          </ol>
          <p>Each phone or tablet counts as one of your plan's devices while it is playing. An hour of HD streaming uses about 1.5 to 3 GB of data.</p>
        </>
      ),
    },
    {
      id: 'interface',
      title: 'Finding your way around',
      icon: IconLayoutDashboard,
      content: (
        <>
          <p>Our line-up has {LIVE_CHANNELS_LABEL} channels, grouped so you can find what you want quickly. Most player apps share the same layout:</p>
          <ul>
            <li>
              <strong>Live TV</strong>: channels by country or category: sports, news, movies, kids and more.
            </li>
            <li>
              <strong>Movies</strong> and <strong>Series</strong>: the on-demand library, with search and genres.
            </li>
            <li>
              <strong>Favourites</strong>: press and hold (or use the menu button) on a channel to add it, so your regular channels are one click away.
            </li>
            <li>
              <strong>TV guide (EPG)</strong>: what is on now and next; some apps let you set reminders.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'optimization',
      title: 'Getting the best picture',
      icon: IconAdjustments,
      content: (
        <>
          <p>Most buffering comes from the home network, not the stream. To keep playback smooth:</p>
          <ul>
            <li>
              We recommend an internet connection of at least <strong>20 Mbps</strong> for each screen watching in HD.
            </li>
            <li>Connect your TV or box by Ethernet cable where you can; it is the most stable option.</li>
            <li>On Wi-Fi, use the 5 GHz band and keep the device close to the router.</li>
            <li>Restart your router and device once in a while, and close apps running in the background.</li>
            <li>In the player's settings, try a different video decoder or stream format if a channel stutters.</li>
            <li>Keep the player app and your device's software up to date.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'safety',
      title: 'Staying safe',
      icon: IconShieldCheck,
      content: (
        <>
          <ul>
            <li>Install player apps only from official app stores, and keep them updated.</li>
            <li>Keep your account password and streaming credentials private. We will never ask you for your password by e-mail or chat.</li>
            <li>
              The service works with or without a VPN. If you choose to use one for privacy, check that it is allowed where you live and pick a server close to
              you for the best speed.
            </li>
            <li>
              Use the service for personal viewing only and follow the laws of your country; our{' '}
              <Anchor component={Link} to="/terms-of-services" inherit>
                Terms of Service
              </Anchor>{' '}
              explain what is allowed.
            </li>
            <li>Set a parental-control PIN in your player app if children use the same device.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'faq',
      title: 'Frequently asked questions',
      icon: IconHelpCircle,
      content: (
        <>
          <h3>When will my subscription be ready?</h3>
          <p>5 to 15 minutes after your payment is confirmed. Your credentials then appear in your dashboard and you receive a notification.</p>
          <h3>My login does not work in the app. What now?</h3>
          <p>
            Copy the user name and password straight from the dashboard (they are case-sensitive), check the server address if the app asks for one, and make
            sure your subscription status is Active. Still stuck? {support}.
          </p>
          <h3>Can I watch on more devices?</h3>
          <p>Yes: choose a plan option with more devices when you renew or upgrade. Each plan states how many screens can play at the same time.</p>
          <h3>The picture keeps buffering.</h3>
          <p>
            Check your speed (20 Mbps recommended), switch to a cable or the 5 GHz Wi-Fi band, and restart the router. If only one channel is affected, tell us
            which one.
          </p>
        </>
      ),
    },
  ];
}
