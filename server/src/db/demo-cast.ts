import type { DeviceType, TicketCategory, TicketPriority } from '@nimbus/shared/enums';

// Who the demo story is about: customers as people write their names and addresses, each with
// a story that leaves their subscription in one of the states staff and customers meet.

/**
 * - active: paid term after term, watching now; `expiring`: ends within 7 days (reminded);
 * - renewing: in its last days with a renewal receipt waiting for staff;
 * - waiting: new, first receipt waiting for staff; `rejected`: first receipt refused with a reason;
 *   `retry`: refused, then a new receipt uploaded; `verified`: paid, waiting for credentials;
 * - lapsed: ended and expired by the shop; `deactivated`: ended early by staff;
 * - browsing: registered, never paid; `suspended`: an account staff suspended.
 */
export type Story = 'active' | 'expiring' | 'renewing' | 'waiting' | 'rejected' | 'retry' | 'verified' | 'lapsed' | 'deactivated' | 'browsing' | 'suspended';

export type PlanName = 'Monthly' | 'Quarterly' | 'Yearly';

export type CastMember = {
  first: string;
  last: string;
  country: string;
  city: string;
  postcode: string;
  device: DeviceType;
  story: Story;
  plan: PlanName;
  /**
   * A customer since the first month of the revenue chart, `anchor` days into it, renewing
   * every term 2 days before it ends: two of them 15 days apart put revenue in every month.
   */
  anchor?: number;
};

const c = (
  first: string,
  last: string,
  country: string,
  city: string,
  postcode: string,
  device: DeviceType,
  story: Story,
  plan: PlanName = 'Monthly',
): CastMember => ({
  first,
  last,
  country,
  city,
  postcode,
  device,
  story,
  plan,
});

export const CAST: readonly CastMember[] = [
  { ...c('Anne-Marie', "O'Brien", 'Ireland', 'Dublin', 'D02 X285', 'Smart TV', 'active'), anchor: 1 },
  c('João', 'Ferreira', 'Portugal', 'Lisboa', '1100-053', 'Amazon Firestick', 'active', 'Quarterly'),
  c('Priya', 'Raman', 'India', 'Bengaluru', '560001', 'Mobile/Tablet', 'active'),
  c('Lukas', 'Müller', 'Germany', 'Hamburg', '20095', 'Smart TV', 'active', 'Yearly'),
  c('Chloé', 'Martin', 'France', 'Lyon', '69002', 'Desktop/Laptop', 'active'),
  { ...c('Kwame', 'Mensah', 'Ghana', 'Accra', 'GA-183-8164', 'Amazon Firestick', 'active'), anchor: 16 },
  c('Sofia', 'Rossi', 'Italy', 'Milano', '20121', 'Smart TV', 'active', 'Quarterly'),
  c('Mateo', 'García López', 'Spain', 'Sevilla', '41004', 'Smart TV', 'active'),
  c('Emily', 'Carter', 'United Kingdom', 'Leeds', 'LS1 4DY', 'Amazon Firestick', 'active', 'Yearly'),
  c('Daniel', 'Kowalski', 'Poland', 'Kraków', '31-042', 'Smart TV', 'active'),
  c('Aisha', 'Bello', 'Nigeria', 'Lagos', '101241', 'Mobile/Tablet', 'active'),
  c('Hiroshi', 'Tanaka', 'Japan', 'Osaka', '530-0001', 'Desktop/Laptop', 'active', 'Yearly'),
  c('Maria', 'Santos', 'Brazil', 'São Paulo', '01310-100', 'Smart TV', 'expiring'),
  c('Tom', 'Jansen', 'Netherlands', 'Utrecht', '3511 AB', 'Amazon Firestick', 'expiring'),
  c('Fatima', 'Haddad', 'Lebanon', 'Beirut', '1107 2020', 'Smart TV', 'expiring', 'Quarterly'),
  c('Oliver', 'Nilsen', 'Norway', 'Bergen', '5003', 'Other', 'expiring'),
  c('Grace', 'Wanjiru', 'Kenya', 'Nairobi', '00100', 'Smart TV', 'renewing'),
  c('Liam', 'Walsh', 'Ireland', 'Cork', 'T12 RX2V', 'Amazon Firestick', 'renewing'),
  c('Nadia', 'Petrova', 'Bulgaria', 'Sofia', '1000', 'Mobile/Tablet', 'renewing', 'Quarterly'),
  c('Carlos', 'Mendoza', 'Mexico', 'Guadalajara', '44100', 'Smart TV', 'waiting'),
  c('Yuki', 'Sato', 'Japan', 'Sapporo', '060-0001', 'Desktop/Laptop', 'waiting', 'Quarterly'),
  c('Ahmed', 'Khan', 'Pakistan', 'Lahore', '54000', 'Amazon Firestick', 'waiting'),
  c('Zoë', 'van der Berg', 'Netherlands', 'Amsterdam', '1012 JS', 'Smart TV', 'rejected'),
  c('Pedro', 'Alves', 'Portugal', 'Porto', '4000-322', 'Smart TV', 'rejected', 'Yearly'),
  c('Ivana', 'Horvat', 'Croatia', 'Zagreb', '10000', 'Mobile/Tablet', 'retry'),
  c('Samuel', 'Osei', 'Ghana', 'Kumasi', 'AK-039-5028', 'Smart TV', 'verified'),
  c('Elena', 'Popescu', 'Romania', 'Cluj-Napoca', '400001', 'Smart TV', 'lapsed'),
  c('Marcus', 'Johnson', 'United States', 'Atlanta', '30303', 'Amazon Firestick', 'lapsed'),
  c('Leila', 'Karimi', 'Canada', 'Toronto', 'M5V 2T6', 'Desktop/Laptop', 'lapsed', 'Quarterly'),
  c('Niamh', 'Doyle', 'Ireland', 'Galway', 'H91 E2K3', 'Smart TV', 'lapsed'),
  c('Viktor', 'Novák', 'Czechia', 'Brno', '602 00', 'Smart TV', 'deactivated'),
  c('Hannah', 'Schmidt', 'Austria', 'Graz', '8010', 'Amazon Firestick', 'deactivated'),
  c('Ravi', 'Patel', 'United Kingdom', 'Leicester', 'LE1 5WW', 'Mobile/Tablet', 'browsing'),
  c('Lucía', 'Fernández', 'Argentina', 'Córdoba', 'X5000', 'Smart TV', 'browsing'),
  c('Ben', 'Cohen', 'Israel', 'Haifa', '3303120', 'Desktop/Laptop', 'browsing'),
  c('Jake', 'Turner', 'Australia', 'Perth', '6000', 'Smart TV', 'suspended'),
];

/** What a story customer's e-mail address is: their name, ASCII, at the demo's own domain. */
export function castEmail(member: Pick<CastMember, 'first' | 'last'>): string {
  const part = (name: string) =>
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, '');
  return `${part(member.first)}.${part(member.last)}@demo.nimbus.example`;
}

/** Why staff refused a receipt, in the words an agent writes. */
export const REJECT_REASONS = [
  'The amount on the receipt does not match the plan price. Please upload the receipt of the full payment.',
  'The receipt is unreadable. Please upload a clear photo or the PDF your bank sent you.',
  'We cannot find this transfer on our account yet. Please send the confirmation that shows the reference.',
] as const;

/** A conversation: the customer's opening message, then replies (s: staff, c: customer, n: internal note). */
export type TicketScript = {
  subject: string;
  message: string;
  category: TicketCategory;
  priority: TicketPriority;
  replies: readonly (readonly ['s' | 'c' | 'n', string])[];
  /** Open and untouched, InProgress after a staff answer, Resolved once closed. */
  ending: 'unanswered' | 'answered' | 'customerLast' | 'resolved';
};

export const TICKETS: readonly TicketScript[] = [
  {
    subject: 'Channels freeze every evening',
    message: 'Since Monday the sports channels freeze for a few seconds every couple of minutes between 8 and 10 pm. Other apps stream fine on the same Wi-Fi.',
    category: 'technical',
    priority: 'HIGH',
    replies: [],
    ending: 'unanswered',
  },
  {
    subject: 'My receipt was rejected: what now?',
    message: 'I paid the full amount by bank transfer yesterday but the payment shows as rejected. Do I need to pay again?',
    category: 'billing',
    priority: 'URGENT',
    replies: [],
    ending: 'unanswered',
  },
  {
    subject: 'EPG shows the wrong times',
    message: 'The TV guide is one hour behind for all UK channels. Is there a setting for my time zone?',
    category: 'technical',
    priority: 'MEDIUM',
    replies: [
      ['n', 'Their player applies its own offset. Guide is correct on our side.'],
      ['s', 'Thanks for telling us. In your player open Settings > EPG and set the time shift to +1. The guide then matches the broadcast times.'],
      ['c', 'I changed it and the guide is right now, but the catch-up recordings still start an hour early.'],
    ],
    ending: 'customerLast',
  },
  {
    subject: 'Can I add a second TV?',
    message: 'My plan is for 1 device. Can I watch on the TV in the bedroom too, or do I need another plan?',
    category: 'general',
    priority: 'LOW',
    replies: [
      [
        's',
        'Each plan covers the number of devices you chose. To add the bedroom TV, choose the same plan with 2 devices when you renew; your credentials stay the same.',
      ],
    ],
    ending: 'answered',
  },
  {
    subject: 'Invoice for my company',
    message: 'Could you send an invoice for my last payment with my company name on it (Carter Design Ltd)?',
    category: 'billing',
    priority: 'LOW',
    replies: [
      ['s', 'Of course. The invoice for your payment is on its way to your e-mail address, made out to Carter Design Ltd.'],
      ['c', 'Received, thank you!'],
    ],
    ending: 'resolved',
  },
  {
    subject: 'Firestick app asks for a server address',
    message: 'I installed the app on my Firestick and it asks for a server URL. Where do I find it?',
    category: 'technical',
    priority: 'MEDIUM',
    replies: [
      ['s', 'Use the playlist link from your dashboard (Playlist (M3U), press Show and Copy). Paste it in the app under Add playlist > M3U URL.'],
      ['c', 'Working now, thanks.'],
      ['s', 'Great to hear. Enjoy watching!'],
    ],
    ending: 'resolved',
  },
  {
    subject: 'Buffering on 4K channels',
    message: 'HD channels are fine but the 4K ones buffer constantly. My connection is 50 Mbit/s.',
    category: 'technical',
    priority: 'MEDIUM',
    replies: [
      ['n', 'Checked the 4K edge in their region: no incidents. Likely Wi-Fi.'],
      ['s', '4K needs a steady 25 Mbit/s per stream. Could you try with a network cable, or move the router closer, and tell us if it still buffers?'],
    ],
    ending: 'answered',
  },
  {
    subject: 'Change the e-mail on my account',
    message: 'I would like my reminders to go to my work address instead. How can I change the e-mail?',
    category: 'general',
    priority: 'LOW',
    replies: [],
    ending: 'unanswered',
  },
];
