import { Accordion, Code, List, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useAccountText, type account } from '../../i18n/en/account.ts';

type Props = {
  /** The Xtream server URL, the user name, and a name for the playlist (the shop's brand). */
  server: string;
  username: string;
  playlistName: string;
};

type Texts = ReturnType<typeof useAccountText>['t'];
type Setup = typeof account.setup;
type AppKey = Exclude<keyof Setup, 'password'>;
type StepKey = { [A in AppKey]: `setup.${A}.${Exclude<keyof Setup[A], 'title' | 'devices'> & string}` }[AppKey];
type DevicesKey = `setup.${AppKey}.devices`;

// A step's bold words are the app's own button names; <value> the customer's own values.
const value = <Code fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }} />;
const components = { b: <b />, value };

// Apps' names are names: they stay as they are in every language.
type App = { value: string; title: string; devices: DevicesKey; steps: StepKey[] };

/** The player apps most shops' customers use, in the order the steps are followed. */
const apps = (t: Texts): App[] => [
  {
    value: 'smarters',
    title: 'IPTV Smarters Pro',
    devices: 'setup.smarters.devices',
    steps: ['setup.smarters.install', 'setup.smarters.login', 'setup.smarters.values', 'setup.smarters.addUser'],
  },
  {
    value: 'xciptv',
    title: 'XCIPTV',
    devices: 'setup.xciptv.devices',
    steps: ['setup.xciptv.install', 'setup.xciptv.login', 'setup.xciptv.values', 'setup.xciptv.signIn'],
  },
  {
    value: 'tivimate',
    title: 'TiviMate',
    devices: 'setup.tivimate.devices',
    steps: ['setup.tivimate.addPlaylist', 'setup.tivimate.server', 'setup.tivimate.login', 'setup.tivimate.name'],
  },
  {
    value: 'm3u',
    title: t('setup.m3u.title'),
    devices: 'setup.m3u.devices',
    steps: ['setup.m3u.copy', 'setup.m3u.open', 'setup.m3u.paste', 'setup.m3u.noGuide'],
  },
  {
    value: 'smart-tv',
    title: t('setup.smartTv.title'),
    devices: 'setup.smartTv.devices',
    steps: ['setup.smartTv.install', 'setup.smartTv.linkOnly', 'setup.smartTv.restart'],
  },
];

/** Setup steps per player app, one open at a time, short enough to follow on a phone, with the customer's own values. */
export function SetupSteps({ server, username, playlistName }: Props) {
  const { t } = useAccountText();
  const values = { server, username, playlistName, password: t('setup.password') };
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {apps(t).map((app) => (
        <Accordion.Item key={app.value} value={app.value}>
          <Accordion.Control>
            <Text fw={600} size="sm">
              {app.title}
            </Text>
            <Text c="dimmed" size="xs">
              {t(app.devices)}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <List type="ordered" size="sm" spacing={6}>
              {app.steps.map((step) => (
                <List.Item key={step}>
                  <Trans t={t} i18nKey={step} values={values} components={components} />
                </List.Item>
              ))}
            </List>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
