import { Accordion, Code, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The Xtream server URL, the user name, and a name for the playlist (the shop's brand). */
  server: string;
  username: string;
  playlistName: string;
};

const Value = ({ children }: { children: string }) => (
  <Code fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
    {children}
  </Code>
);

const PASSWORD = 'your line password (copy it above)';

type App = { value: string; title: string; devices: string; steps: ReactNode[] };

/** The customer's own values in the steps of the player apps most shops' customers use. */
function apps({ server, username, playlistName }: Props): App[] {
  const xtream = (
    <>
      Username <Value>{username}</Value>, password: {PASSWORD}, URL (or server) <Value>{server}</Value>.
    </>
  );
  return [
    {
      value: 'smarters',
      title: 'IPTV Smarters Pro',
      devices: 'Android, iPhone, iPad, Fire TV, Samsung and LG TVs',
      steps: [
        'Install IPTV Smarters Pro from your device’s app store and open it.',
        <>
          Choose <b>Login with Xtream Codes API</b>.
        </>,
        <>
          Any name: <Value>{playlistName}</Value>. {xtream}
        </>,
        <>
          Tap <b>Add user</b>, then open the profile: channels, films and series load in a minute.
        </>,
      ],
    },
    {
      value: 'xciptv',
      title: 'XCIPTV',
      devices: 'Android phones, Android TV, Fire TV',
      steps: [
        'Install XCIPTV Player and open it.',
        <>
          Choose the <b>Xtream Codes</b> login (XC API).
        </>,
        xtream,
        <>
          Tap <b>Sign in</b>.
        </>,
      ],
    },
    {
      value: 'tivimate',
      title: 'TiviMate',
      devices: 'Android TV, Fire TV, Google TV',
      steps: [
        <>
          Open TiviMate and choose <b>Add playlist</b>, then <b>Xtream Codes</b>.
        </>,
        <>
          Server address: <Value>{server}</Value>, then <b>Next</b>.
        </>,
        <>
          Username <Value>{username}</Value>, password: {PASSWORD}, then <b>Next</b>.
        </>,
        <>
          Name the playlist <Value>{playlistName}</Value> and choose <b>Done</b>.
        </>,
      ],
    },
    {
      value: 'm3u',
      title: 'VLC or any M3U player',
      devices: 'Windows, Mac, Linux, phones, and apps such as GSE Smart IPTV or OTT Navigator',
      steps: [
        <>
          Copy the <b>Playlist link (M3U)</b> above.
        </>,
        <>
          In VLC on a computer: <b>Media</b> (on a Mac, <b>File</b>), then <b>Open Network Stream</b>; on a phone: <b>Stream</b>.
        </>,
        <>
          Paste the link and choose <b>Play</b> (or <b>Open</b>). In another player, add a playlist of type <b>M3U URL</b> and paste the same link.
        </>,
        'VLC plays the list as is; it has no TV guide. For a guide, use one of the apps above.',
      ],
    },
    {
      value: 'smart-tv',
      title: 'Smart TV apps',
      devices: 'Samsung, LG and other TVs',
      steps: [
        'Open the TV’s app store and install IPTV Smarters Pro, or another app with an Xtream Codes login; then follow its steps above.',
        <>
          Apps that take only a playlist link (such as Smart IPTV or SS IPTV) show a code or the TV’s MAC address: enter it on the app’s own website and paste
          the <b>Playlist link (M3U)</b> there.
        </>,
        'Restart the app on the TV: the channels appear.',
      ],
    },
  ];
}

/** Setup steps per player app, one open at a time, short enough to follow on a phone. */
export function SetupSteps(props: Props) {
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {apps(props).map((app) => (
        <Accordion.Item key={app.value} value={app.value}>
          <Accordion.Control>
            <Text fw={600} size="sm">
              {app.title}
            </Text>
            <Text c="dimmed" size="xs">
              {app.devices}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <List type="ordered" size="sm" spacing={6}>
              {app.steps.map((step, index) => (
                <List.Item key={index}>{step}</List.Item>
              ))}
            </List>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
