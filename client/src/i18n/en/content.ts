import { defineNamespace } from '../namespace.ts';

// The public content pages: the channel list, the beginner's guide, the privacy policy and the
// terms of service. Lists are objects keyed by item (their order is the page's code); `<strong>`,
// `<termsLink>`, `<privacyLink>`, `<email>` and `<app>` mark the words a page draws bold or as links.
export const content = {
  opensInNewTab: '(opens in a new tab)',
  sections: {
    expandAll: 'Expand all sections',
    collapseAll: 'Collapse all sections',
  },
  contact: {
    supportPageOnly: 'Signed-in customers reach us through the support page.',
    email: 'E-mail:',
  },
  legal: {
    eyebrow: 'Legal',
    lastUpdated: 'Last updated August 10, 2025',
  },

  channelList: {
    eyebrow: 'Over {{channels}} live channels',
    title: 'Channel List',
    lead: 'News, sport, films and family favourites from home and around the world, all in every plan. Open a region to see a selection of its channels.',
    regions: {
      title: 'Channels by country and region',
      text: 'Every plan includes every region. Line-ups change from time to time as broadcasters and rights change; channel names belong to their owners.',
      count: '{{channels}} channels',
      selection: 'A selection of the {{channels}} channels:',
    },
    // The region's name (also its link's #id).
    regionNames: {
      'united-states': 'United States',
      'united-kingdom': 'United Kingdom',
      canada: 'Canada',
      'latin-america': 'Latin America',
      spain: 'Spain',
      france: 'France',
      germany: 'Germany, Austria & Switzerland',
      italy: 'Italy',
      'portugal-brazil': 'Portugal & Brazil',
      arabic: 'Arabic',
      'india-pakistan': 'India & Pakistan',
      africa: 'Africa',
      caribbean: 'Caribbean',
      'rest-of-europe': 'Rest of Europe & Turkey',
      'asia-pacific': 'Asia & Pacific',
      sports: 'Sports worldwide',
      kids: 'Kids',
    },
    // What a region's list ends with when it is more than channel names.
    moreChannels: {
      localAffiliates: 'Local affiliates in major cities',
      matchDay: 'Match-day event channels',
    },
    library: {
      title: 'Live channels, movies and series',
      text: 'Alongside the live channels, every plan includes the on-demand library: start a film or binge a series whenever you like.',
      live: { label: 'Live channels', text: 'Grouped into {{regions}} countries, regions and themes.' },
      movies: { label: 'Movies', text: 'Classics, family favourites and new releases added every week.' },
      series: { label: 'Series', text: 'Complete seasons of drama, comedy, documentaries and anime.' },
    },
    whyChoose: {
      title: 'Why choose {{brand}}',
      channels: { title: 'Over {{channels}} live channels', text: 'Local channels from home and the big international networks.' },
      uptime: { title: '99.9% uptime', text: 'Monitored servers with capacity reserved for big live events.' },
      activation: { title: 'Fast activation', text: 'Ready 5 to 15 minutes after your payment is confirmed.' },
      fees: { title: 'No hidden fees', text: 'One clear price per plan, whichever way you pay.' },
      cancel: { title: 'Cancel anytime', text: 'No contract: renew only when you want to.' },
      support: { title: '24/7 support', text: 'Help by e-mail and on our messaging app, day and night.' },
    },
    pricing: {
      title: 'Ready to start watching?',
      text: 'Choose a plan and the number of devices, pay the way you prefer, and your channels are ready 5 to 15 minutes after your payment is confirmed. No hidden fees, cancel anytime.',
      button: 'See plans and pricing',
    },
  },

  guide: {
    eyebrow: 'Set up in minutes',
    title: "Beginner's Guide",
    lead: 'New to streaming TV? This step-by-step guide gets {{channels}} channels playing on your Fire Stick, smart TV, phone or tablet, and keeps the picture smooth.',
    fireStick: {
      title: 'Amazon Fire TV Stick',
      intro: 'Setting up a Fire TV Stick takes about five minutes.',
      steps: {
        plugIn: 'Plug the stick into your TV and connect it to your Wi-Fi network.',
        install:
          'From the home screen, open <strong>Find</strong>, then <strong>Search</strong>, and look up a player app that supports Xtream Codes logins or M3U playlists. Install it from the Amazon Appstore; our support team can recommend one that works well on your model.',
        open: 'Open the player and choose to add a new playlist or user.',
        credentials:
          'Enter the streaming <strong>user name</strong> and <strong>password</strong> shown under Subscription Details in your dashboard, or paste the playlist (M3U) link shown there. If the app asks for a server address, our support team gives it to you.',
        wait: 'Wait while the channel list loads the first time; this can take a minute or two.',
      },
      tip: 'Tip: a Fire TV Stick 4K handles high-definition sports noticeably better than older models.',
    },
    androidTv: {
      title: 'Android smart TV and TV boxes',
      steps: {
        store: 'Open the Google Play Store on your TV or box (Android 7 or later).',
        install: 'Search for a player app that supports Xtream Codes or M3U and install it.',
        credentials: 'Open the app, choose to add a user or playlist, and type in your streaming credentials from the dashboard.',
        categories: 'Pick the channel categories you want to see first; you can change them later.',
      },
      otherTvs:
        'Samsung (Tizen) and LG (webOS) TVs do not run Android apps: install a player from their own app store instead, or plug in a Fire TV Stick or Android box.',
    },
    phone: {
      title: 'Phones and tablets',
      steps: {
        install: 'Install a player app from the App Store (iPhone, iPad) or Google Play (Android).',
        signIn: 'Sign in with your streaming user name and password from the dashboard.',
        watch: 'Turn on screen rotation to watch in full screen, and use Wi-Fi where you can to save mobile data.',
      },
      devices: "Each phone or tablet counts as one of your plan's devices while it is playing. An hour of HD streaming uses about 1.5 to 3 GB of data.",
    },
    interface: {
      title: 'Finding your way around',
      intro: 'Our line-up has {{channels}} channels, grouped so you can find what you want quickly. Most player apps share the same layout:',
      items: {
        live: '<strong>Live TV</strong>: channels by country or category: sports, news, movies, kids and more.',
        library: '<strong>Movies</strong> and <strong>Series</strong>: the on-demand library, with search and genres.',
        favourites: '<strong>Favourites</strong>: press and hold (or use the menu button) on a channel to add it, so your regular channels are one click away.',
        epg: '<strong>TV guide (EPG)</strong>: what is on now and next; some apps let you set reminders.',
      },
    },
    optimization: {
      title: 'Getting the best picture',
      intro: 'Most buffering comes from the home network, not the stream. To keep playback smooth:',
      items: {
        speed: 'We recommend an internet connection of at least <strong>20 Mbps</strong> for each screen watching in HD.',
        ethernet: 'Connect your TV or box by Ethernet cable where you can; it is the most stable option.',
        wifi: 'On Wi-Fi, use the 5 GHz band and keep the device close to the router.',
        restart: 'Restart your router and device once in a while, and close apps running in the background.',
        decoder: "In the player's settings, try a different video decoder or stream format if a channel stutters.",
        updates: "Keep the player app and your device's software up to date.",
      },
    },
    safety: {
      title: 'Staying safe',
      items: {
        officialStores: 'Install player apps only from official app stores, and keep them updated.',
        credentials: 'Keep your account password and streaming credentials private. We will never ask you for your password by e-mail or chat.',
        vpn: 'The service works with or without a VPN. If you choose to use one for privacy, check that it is allowed where you live and pick a server close to you for the best speed.',
        law: 'Use the service for personal viewing only and follow the laws of your country; our <termsLink>Terms of Service</termsLink> explain what is allowed.',
        parentalPin: 'Set a parental-control PIN in your player app if children use the same device.',
      },
    },
    faq: {
      title: 'Frequently asked questions',
      ready: {
        question: 'When will my subscription be ready?',
        answer: '5 to 15 minutes after your payment is confirmed. Your credentials then appear in your dashboard and you receive a notification.',
      },
      login: {
        question: 'My login does not work in the app. What now?',
        answer:
          'Copy the user name and password straight from the dashboard (they are case-sensitive), check the server address if the app asks for one, and make sure your subscription status is Active.',
      },
      devices: {
        question: 'Can I watch on more devices?',
        answer: 'Yes: choose a plan option with more devices when you renew or upgrade. Each plan states how many screens can play at the same time.',
      },
      buffering: {
        question: 'The picture keeps buffering.',
        answer:
          'Check your speed (20 Mbps recommended), switch to a cable or the 5 GHz Wi-Fi band, and restart the router. If only one channel is affected, tell us which one.',
      },
      // After the login answer, by the support contacts the shop has set.
      stillStuck: {
        emailAndApp: 'Still stuck? E-mail us at <email>{{email}}</email> or message us on <app>{{app}}</app>.',
        email: 'Still stuck? E-mail us at <email>{{email}}</email>.',
        ticketAndApp: 'Still stuck? Open a ticket on the support page of your account or message us on <app>{{app}}</app>.',
        ticket: 'Still stuck? Open a ticket on the support page of your account.',
      },
    },
  },

  privacy: {
    title: 'Privacy Policy',
    lead: 'How {{brand}} collects, uses and protects your personal data when you browse our site, buy a subscription or contact support.',
    informationCollected: {
      title: '1. Information we collect',
      intro: 'We collect only what we need to sell, activate and support your subscription:',
      items: {
        account:
          '<strong>Account details</strong> you give us when you register: first and last name, e-mail address, phone number (optional), company (optional), billing address and the type of device you watch on.',
        password: '<strong>Your password</strong>, which we never store in readable form: we keep only a one-way, salted hash of it.',
        subscriptions:
          '<strong>Subscription records</strong>: the plan and number of devices you chose, start and end dates, status, and the streaming credentials we issue to you.',
        support: '<strong>Support messages</strong>: the tickets you open, our replies and any details you add to them.',
        technical:
          '<strong>Technical data</strong> our servers record when you use the site: IP address, browser type and the time of each request, kept in security logs.',
      },
    },
    paymentData: {
      title: '2. Payment data',
      intro: 'Payments are made manually: you pay by card, crypto (BTC or USDT), PayPal or bank transfer, then upload a receipt so our team can verify it.',
      items: {
        stored: 'We store the receipt you upload (an image or PDF of up to 1 MB), the amount, the method, the date and the verification status.',
        neverStored:
          'We never ask for and never store your full card number, card security code, online banking password or the private keys of your crypto wallet. Please remove such details from a receipt before uploading it.',
        access: 'Receipts can be viewed only by you and by the {{brand}} staff who verify payments.',
        blockchain: 'Crypto transactions are recorded on a public blockchain by their nature; we cannot change or remove that public record.',
      },
    },
    useOfInformation: {
      title: '3. How we use your information',
      intro: 'We use your information to:',
      items: {
        account: 'create and secure your account and keep you signed in;',
        payments: 'verify your payments and activate, renew or end your subscription;',
        messages: 'send service messages such as password-reset codes, payment results, activation and expiry notices;',
        support: 'answer your support tickets and messages;',
        fraud: 'detect fraud, abuse and account sharing beyond the devices of your plan;',
        accounting: 'keep the accounting records the law requires of us.',
      },
      noSale:
        'We do not sell your personal data, and we do not use it for advertising profiles. We send marketing e-mail only if you have asked to receive it, and every such e-mail lets you unsubscribe.',
    },
    cookies: {
      title: '4. Cookies and local storage',
      session:
        "To keep you signed in, the site stores a session token and your basic profile in your browser's local storage. This is strictly necessary for the service and is removed when you log out or when the session expires.",
      noTracking:
        'We do not use advertising cookies or third-party tracking pixels. If we ever add optional analytics, we will ask for your consent first and update this policy.',
      clearing: 'You can clear local storage and cookies in your browser settings at any time; you will then need to log in again.',
    },
    sharing: {
      title: '5. Sharing your information',
      intro: 'We share personal data only when it is needed to run the service, and only with:',
      items: {
        providers:
          'service providers who host our servers, store our backups and deliver our e-mail, under contracts that oblige them to protect it and use it only on our instructions;',
        payments: 'payment providers you choose to pay with (for example PayPal or your bank), who handle the payment under their own privacy policies;',
        authorities:
          'public authorities, when a valid legal request obliges us to, or when it is necessary to protect our customers or our service from fraud.',
      },
      sale: 'If {{brand}} is ever sold or merged, your data would pass to the new owner under this same policy.',
    },
    security: {
      title: '6. Data security',
      intro: 'We protect your data with measures appropriate to its sensitivity, including:',
      items: {
        https: 'encrypted connections (HTTPS) for every page and request;',
        hashes: 'passwords stored only as strong one-way hashes;',
        tokens: 'sign-in tokens that expire, and that stop working at once when you change your password;',
        staff: 'staff access limited to what each role needs, with every staff action recorded in an audit log.',
      },
      noSystem:
        'No system is completely secure. Keep your password and streaming credentials to yourself, and tell us straight away if you think someone else has used them.',
    },
    yourRights: {
      title: '7. Your rights',
      intro: 'Depending on where you live, you may have the right to:',
      items: {
        access: 'see the personal data we hold about you and receive a copy of it;',
        correct: 'correct data that is wrong or incomplete;',
        delete:
          'ask us to delete your account. We then remove your personal details and make the account unusable; payment records are kept, without more personal data than necessary, for as long as tax and accounting law requires;',
        object: 'object to or restrict some uses of your data, and withdraw any consent you gave;',
        complain: 'complain to the data protection authority of your country.',
      },
      howTo: 'To use any of these rights, write to us from the e-mail address of your account. We answer within 30 days.',
    },
    thirdPartyLinks: {
      title: '8. Third-party links',
      text: 'Our site links to services we do not control, such as our messaging-app support channel, PayPal and the app stores that offer player apps. Their own terms and privacy policies apply once you leave our site, and we are not responsible for how they handle your data. Please read their policies before you use them.',
    },
    updates: {
      title: '9. Updates to this policy',
      text: 'We may update this policy when our service or the law changes. The date at the top of the page shows the latest version. If a change affects how we use data you have already given us, we will tell you by e-mail or with a notification in your dashboard before it takes effect.',
    },
    contact: {
      title: '10. Contact us',
      intro: 'For any question about this policy or your personal data, contact the {{brand}} support team:',
      replyTime: 'We reply to privacy requests within 30 days, and usually much sooner.',
    },
  },

  terms: {
    title: 'Terms of Service',
    lead: 'The rules for using {{brand}}: what you get, how payment and refunds work, and what we expect from each other.',
    acceptance: {
      title: '1. Acceptance of terms',
      agreement:
        'These terms govern your use of the {{brand}} website and streaming service. By creating an account, paying for a plan or using the service, you agree to them. If you do not agree, please do not use the service.',
      age: 'You must be at least 18 years old, or the age of majority where you live, to create an account and buy a subscription.',
    },
    services: {
      title: '2. Our services',
      intro:
        '{{brand}} sells time-limited subscriptions that give access to live TV channels and an on-demand library of movies and series, for the number of devices of the plan you choose.',
      items: {
        activation:
          'After your payment is confirmed, your subscription is activated within 5 to 15 minutes and your streaming user name and password appear in your dashboard.',
        period: 'A subscription runs for the period of its plan, counted from activation, and ends on its end date unless you renew it.',
        lineUp:
          'The channel line-up and library change over time as broadcasters and rights change. We aim for 99.9% availability, but maintenance, events beyond our control or your own connection may occasionally interrupt the service.',
        players:
          'You watch through a compatible third-party player app on your own device. Those apps are not ours, and their availability on each device is up to their makers.',
      },
    },
    paymentsAndRefunds: {
      title: '3. Payment methods and refunds',
      intro:
        'We accept cards, crypto (BTC and USDT), PayPal and bank transfer. Prices are shown in US dollars on each plan and include everything: there are no hidden fees.',
      items: {
        receipt:
          'After paying, upload your receipt on the payment page. Our team verifies it, and your subscription is activated 5 to 15 minutes after the payment is confirmed.',
        amount:
          'The amount must match the price of the plan you chose. A payment that cannot be verified is marked failed, and we will contact you to sort it out.',
        finalSales:
          '<strong>All sales are final once the subscription is activated.</strong> If we cannot activate your subscription, or you ask to cancel before we activate it, we refund your payment in full by the method you paid with, less any network fee a crypto transfer costs us.',
        noAutoRenewal: 'Plans do not renew on their own. You can stop at any time simply by not renewing; there is no contract and no cancellation fee.',
      },
    },
    accountResponsibility: {
      title: '4. Account responsibility',
      intro: 'You are responsible for your account and everything done with it. In particular:',
      items: {
        details: 'give true, complete details when you register, and keep them up to date;',
        secrets: 'keep your password and your streaming credentials secret;',
        devices: 'watch on no more devices at the same time than your plan includes;',
        misuse: 'tell us at once if you believe someone else has used your account.',
      },
      suspension: 'We may suspend an account whose credentials are being shared or used beyond its plan, after telling you why.',
    },
    prohibitedUse: {
      title: '5. Prohibited use',
      intro: 'You may not:',
      items: {
        resell: 'resell, rent out, rebroadcast or publicly show the service or its content;',
        record: 'record, copy or redistribute streams, or help anyone else do so;',
        share: 'share your credentials with people outside your household;',
        security: 'try to get around our security, overload our servers, or access accounts or data that are not yours;',
        law: 'use the service in any way that breaks the law where you live.',
      },
      consequences: 'We may suspend or close an account that breaks these rules. Where the breach is serious, this happens without a refund.',
    },
    contentDisclaimer: {
      title: '6. Content disclaimer',
      ownership:
        'The channels and programmes belong to their broadcasters and rights holders. {{brand}} does not produce them and is not responsible for what they show, for schedule changes or for programmes that are not available in some regions.',
      names:
        'Channel names mentioned on this site belong to their owners and are used only to describe the line-up. Some content is intended for adults; you are responsible for the parental controls of the player apps your family uses.',
    },
    liability: {
      title: '7. Limitation of liability',
      limit:
        'The service is provided as it is and as available. To the extent the law allows, {{brand}} is not liable for indirect or consequential losses, such as lost profits or missed events, and our total liability for any claim is limited to the amount you paid for your current subscription period.',
      consumerRights: 'Nothing in these terms limits liability that cannot be limited by law, or takes away rights you have as a consumer in your country.',
    },
    privacy: {
      title: '8. Privacy',
      text: 'We handle your personal data as our <privacyLink>Privacy Policy</privacyLink> describes. It is part of these terms.',
    },
    changes: {
      title: '9. Changes to these terms',
      text: 'We may update these terms. The date at the top of this page shows the latest version. We will tell you about important changes by e-mail or in your dashboard at least 14 days before they take effect. A subscription you have already paid for keeps its price and period until it ends.',
    },
    contact: {
      title: '10. Contact',
      intro: 'Questions about these terms, your subscription or a payment? Our support team answers 24/7:',
    },
  },
} as const;

export const useContentText = defineNamespace('content', content, { es: () => import('../es/content.ts') });
