import {
  IconBallFootball,
  IconFlag,
  IconMapPin,
  IconMoodKid,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';

export type ChannelRegion = {
  id: string;
  name: string;
  channels: number;
  icon: Icon;
  /** Representative channel names, written as plain text (no logos). */
  highlights: string[];
};

// Counts add up to a little over 20,000 ("over 20,000 live channels", specification 9).
export const channelRegions: ChannelRegion[] = [
  {
    id: 'united-states',
    name: 'United States',
    channels: 1850,
    icon: IconFlag,
    highlights: [
      'ABC', 'CBS', 'NBC', 'FOX', 'CNN', 'ESPN', 'HBO', 'AMC', 'Discovery Channel', 'History',
      'National Geographic', 'Food Network', 'HGTV', 'NFL Network', 'NBA TV', 'Telemundo', 'Univision',
      'Local affiliates in major cities',
    ],
  },
  {
    id: 'united-kingdom',
    name: 'United Kingdom',
    channels: 1100,
    icon: IconFlag,
    highlights: [
      'BBC One', 'BBC Two', 'ITV1', 'Channel 4', 'Channel 5', 'Sky Atlantic', 'Sky Cinema Premiere',
      'Sky Sports Premier League', 'TNT Sports 1', 'Sky News', 'BBC News', 'Dave', 'E4', 'CBBC',
    ],
  },
  {
    id: 'canada',
    name: 'Canada',
    channels: 620,
    icon: IconFlag,
    highlights: [
      'CBC', 'CTV', 'Global', 'Citytv', 'TSN 1', 'Sportsnet ONE', 'TVA', 'ICI Radio-Canada Télé', 'CP24',
      'YTV', 'Treehouse',
    ],
  },
  {
    id: 'latin-america',
    name: 'Latin America',
    channels: 2400,
    icon: IconMapPin,
    highlights: [
      'Las Estrellas', 'Azteca Uno', 'Caracol TV', 'RCN', 'Telefe', 'El Trece', 'Canal 13 Chile',
      'ESPN Latinoamérica', 'TNT Sports Argentina', 'TyC Sports', 'Discovery Kids', 'Venevisión',
    ],
  },
  {
    id: 'spain',
    name: 'Spain',
    channels: 780,
    icon: IconFlag,
    highlights: [
      'La 1', 'La 2', 'Antena 3', 'Cuatro', 'Telecinco', 'laSexta', 'Movistar Plus+', 'Movistar LaLiga', 'TV3',
      'Clan', 'Teledeporte', '24h',
    ],
  },
  {
    id: 'france',
    name: 'France',
    channels: 900,
    icon: IconFlag,
    highlights: [
      'TF1', 'France 2', 'France 3', 'M6', 'Canal+', 'Arte', 'BFM TV', 'beIN Sports 1', 'RMC Sport 1',
      'Eurosport 1', 'Gulli', 'TV5Monde',
    ],
  },
  {
    id: 'germany',
    name: 'Germany, Austria & Switzerland',
    channels: 850,
    icon: IconFlag,
    highlights: [
      'Das Erste', 'ZDF', 'RTL', 'Sat.1', 'ProSieben', 'VOX', 'Sky Sport Bundesliga', 'Sport1', 'n-tv', 'KiKA',
      'ORF 1', 'SRF 1',
    ],
  },
  {
    id: 'italy',
    name: 'Italy',
    channels: 720,
    icon: IconFlag,
    highlights: [
      'Rai 1', 'Rai 2', 'Rai 3', 'Canale 5', 'Italia 1', 'Rete 4', 'La7', 'Sky Sport Uno', 'Sky Cinema Uno',
      'Sky TG24', 'Rai Yoyo',
    ],
  },
  {
    id: 'portugal-brazil',
    name: 'Portugal & Brazil',
    channels: 1150,
    icon: IconFlag,
    highlights: [
      'RTP1', 'SIC', 'TVI', 'Sport TV 1', 'CNN Portugal', 'TV Globo', 'SBT', 'Record TV', 'Band', 'SporTV',
      'Premiere', 'Gloob',
    ],
  },
  {
    id: 'arabic',
    name: 'Arabic',
    channels: 1600,
    icon: IconWorld,
    highlights: [
      'Al Jazeera', 'Al Arabiya', 'MBC 1', 'MBC 2', 'MBC Drama', 'Rotana Cinema', 'beIN Sports News',
      'Dubai TV', 'Abu Dhabi TV', 'Sky News Arabia', 'Spacetoon', 'Al Kass',
    ],
  },
  {
    id: 'india-pakistan',
    name: 'India & Pakistan',
    channels: 1450,
    icon: IconWorld,
    highlights: [
      'Star Plus', 'Zee TV', 'Sony Entertainment Television', 'Colors TV', 'Star Sports 1', 'Aaj Tak',
      'NDTV India', 'Geo News', 'ARY Digital', 'Hum TV', 'PTV Sports', 'Sun TV',
    ],
  },
  {
    id: 'africa',
    name: 'Africa',
    channels: 900,
    icon: IconWorld,
    highlights: [
      'SABC 1', 'e.tv', 'SuperSport Premier League', 'Africa Magic', 'NTA', 'Channels TV', 'Arise News',
      'Citizen TV', 'KTN', '2M Maroc', 'Canal+ Afrique', 'Nollywood TV',
    ],
  },
  {
    id: 'caribbean',
    name: 'Caribbean',
    channels: 380,
    icon: IconMapPin,
    highlights: [
      'TVJ', 'CVM TV', 'CCN TV6', 'SportsMax', 'Flow Sports', 'ZNS', 'Telemicro', 'Tele Antillas',
      'Caribvision',
    ],
  },
  {
    id: 'rest-of-europe',
    name: 'Rest of Europe & Turkey',
    channels: 2300,
    icon: IconMapPin,
    highlights: [
      'NPO 1', 'RTL 4', 'VRT 1', 'SVT1', 'NRK1', 'DR1', 'TVP 1', 'Polsat', 'RTS 1', 'HRT 1', 'ERT1', 'TRT 1',
      'Show TV',
    ],
  },
  {
    id: 'asia-pacific',
    name: 'Asia & Pacific',
    channels: 1000,
    icon: IconWorld,
    highlights: [
      'GMA', 'TFC', 'KBS World', 'Arirang', 'NHK World-Japan', 'CCTV-4', 'Phoenix', 'VTV1', 'Channel 7',
      'ABC Australia', 'TVNZ 1',
    ],
  },
  {
    id: 'sports',
    name: 'Sports worldwide',
    channels: 2200,
    icon: IconBallFootball,
    highlights: [
      'beIN Sports', 'DAZN', 'Eurosport 1', 'Eurosport 2', 'Sky Sports F1', 'ESPN 2', 'Fox Sports 1',
      'Sportsnet', 'SuperSport', 'NHL Network', 'Golf Channel', 'Tennis Channel', 'Match-day event channels',
    ],
  },
  {
    id: 'kids',
    name: 'Kids',
    channels: 650,
    icon: IconMoodKid,
    highlights: [
      'Cartoon Network', 'Nickelodeon', 'Nick Jr.', 'Disney Channel', 'Disney Junior', 'Boomerang',
      'Cartoonito', 'BabyTV', 'PBS Kids', 'CBeebies', 'Duck TV',
    ],
  },
];
