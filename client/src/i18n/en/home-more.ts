import { defineNamespace } from '../namespace.ts';

// The home page below the plans (HomeSections.tsx, a chunk of its own): these texts load with
// those sections, not with the page's first screen. Texts they share with the first screen are
// in the home namespace.
export const homeMore = {
  counter: {
    // <count> is the number, drawn larger.
    title: '<count>{{customers}}+</count> satisfied customers',
    text: 'Families, sports fans and people living far from home watch with us every day. Join them in a few minutes.',
    uptime: 'server uptime',
    support: 'human support',
    activation: 'to activation',
  },
  included: {
    eyebrow: 'One subscription',
    title: "What's Included",
    lead: 'Every plan opens the whole line-up: there are no extra packs to buy later.',
    // What each category of the line-up holds.
    about: {
      sports: 'Live football, basketball, tennis, motorsport and fight nights, with dedicated event channels.',
      movies: 'A growing on-demand library next to the premium movie channels you already know.',
      kids: 'Cartoons, learning and family channels gathered in their own easy-to-find category.',
      international: 'News, entertainment and sport from home, wherever you live now, in the original language.',
    },
    // Each category's highlights.
    points: {
      leagues: 'Major leagues and cups',
      events: 'Match-day event channels',
      catchUp: 'Catch-up on selected channels',
      releases: 'New releases added weekly',
      seasons: 'Complete seasons',
      subtitles: 'Subtitles where available',
      ages: 'Toddlers to teens',
      familyMovies: 'Family movies on demand',
      category: 'A separate kids category',
      regions: 'Europe, Americas, Africa, Asia',
      packs: 'Arabic and South Asian packs',
      news: 'Regional and local news',
    },
  },
  devices: {
    eyebrow: 'Supported devices',
    title: 'Watch on the screens you already own',
    lead: 'One account, the devices you choose: watch on as many screens at the same time as your plan includes.',
    smartTv: { name: 'Smart TV', detail: 'Android TV, Google TV, Samsung and LG' },
    firestick: { name: 'Amazon Firestick', detail: 'Fire TV Stick, Lite and 4K' },
    androidBox: { name: 'Android TV box', detail: 'Any box running Android 7 or later' },
    phones: { name: 'Phones', detail: 'iPhone and Android' },
    tablets: { name: 'Tablets', detail: 'iPad and Android tablets' },
    computers: { name: 'Computers', detail: 'Windows, macOS and Linux' },
    note: "For smooth HD playback we recommend an internet connection of at least 20 Mbps. Our <guide>beginner's guide</guide> walks you through the setup on each device.",
  },
  commitment: {
    eyebrow: 'Our commitment',
    title: 'Honest service, from your first payment to your last question',
    lead: 'Streaming should be simple. These are the promises we keep to every customer, whichever plan they choose.',
    uptime: 'Monitored servers around the clock, with capacity reserved for big live events.',
    activation: {
      title: 'Activation in 5 to 15 minutes',
      text: 'As soon as your payment is confirmed, your subscription is activated and your credentials appear in your dashboard.',
    },
    fees: { title: 'No hidden fees', text: 'The price you see on the plan is the price you pay. No set-up or box fees.' },
    refund: {
      title: 'Easy refund',
      text: 'If we cannot activate your subscription, you get your money back in full. Once activated, sales are final.',
    },
    cancel: {
      title: 'Cancel anytime',
      text: 'Contract-free: every plan is paid once for its period and nothing renews without your say-so.',
    },
    support: 'Write to us by e-mail or on our messaging app whenever you need help.',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What our customers say',
    lead: 'A few words from viewers who made the switch.',
    rating: 'Rated 5 out of 5',
    daniel: {
      place: 'Toronto, Canada',
      quote:
        'I paid with USDT, uploaded the receipt and my login was in the dashboard about ten minutes later. The Saturday football has not frozen once since.',
    },
    amina: {
      place: 'Manchester, United Kingdom',
      quote:
        'We finally get the Arabic news channels my parents watch, and the kids have their own cartoons section. Support helped me set up the Firestick over chat.',
    },
    lucas: {
      place: 'Lisbon, Portugal',
      quote: 'Clear prices, no contract and it works on the TV, my phone and my laptop. I renewed for a full year after the first three months.',
    },
  },
  faq: {
    eyebrow: 'FAQs',
    title: 'Frequently asked questions',
    lead: 'Everything you need to know before you subscribe.',
    activation: {
      question: 'How soon can I start watching?',
      answer:
        'Your subscription is activated 5 to 15 minutes after your payment is confirmed. Your streaming user name and password then appear in your dashboard.',
    },
    paymentMethods: {
      question: 'Which payment methods do you accept?',
      answer: 'Cards, crypto (BTC and USDT), PayPal and bank transfer. After paying, upload your receipt on the payment page and our team verifies it.',
    },
    devices: {
      question: 'Which devices can I watch on?',
      answer:
        'Smart TVs, Amazon Firestick, Android boxes, phones, tablets and computers. Choose how many devices you want to use at the same time when you pick your plan.',
    },
  },
} as const;

export const useHomeMoreText = defineNamespace('homeMore', homeMore, { es: () => import('../es/home-more.ts') });
