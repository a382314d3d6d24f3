import { defineNamespace } from '../namespace.ts';

// The home page's first screen (hero, partners, why choose us, plans): part of its first load, so
// it holds only what these sections show. The sections below the plans have theirs in homeMore,
// which loads with them; they read the few texts they share with these from here.
export const home = {
  // The line-up's categories: the hero's tiles and What's Included.
  categories: {
    sports: 'Sports',
    movies: 'Movies & series',
    kids: 'Kids',
    international: 'International',
  },
  // Figures the hero and the customer counter show.
  figures: {
    uptime: '99.9%',
    activation: '5–15 min',
    support: '24/7',
    liveChannels: 'live channels',
  },
  hero: {
    badge: 'No contract · cancel anytime',
    // <accent> marks the words drawn in the accent gradient.
    title: 'Live TV, movies and series on <accent>every screen</accent>',
    lead: 'Stream over {{channels}} live channels with no hidden fees. Pay the way you like, and your subscription is active 5 to 15 minutes after your payment is confirmed.',
    viewPricing: 'View Pricing',
    stats: { uptime: 'uptime', activation: 'activation', support: 'support' },
    tonight: "What's on tonight",
    lineup: {
      sports: 'Every league, live',
      movies: 'A library that keeps growing',
      kids: 'Cartoons and family shows',
      international: 'Channels from around the world',
    },
  },
  partners: {
    caption: 'Sports, cinema, news and family networks in one subscription',
  },
  why: {
    eyebrow: 'Built for viewers',
    title: 'Why Choose Us',
    lead: 'No contract, no hidden fees and no complicated setup: choose a plan, pay the way you like and start watching.',
    channels: {
      title: '{{channels}} live channels',
      text: 'Sports, news, movies, kids and international channels from around the world, all in one line-up.',
    },
    uptime: {
      title: '99.9% uptime',
      text: 'Load-balanced servers built for live events, so the match keeps playing at the moment that matters.',
    },
    activation: {
      title: 'Ready in 5 to 15 minutes',
      text: 'Your subscription is activated 5 to 15 minutes after your payment is confirmed. No technician, no waiting.',
    },
    support: {
      title: '24/7 support',
      text: 'Real people answer by e-mail and on our messaging app, day and night, from setup to your last question.',
    },
  },
  plans: {
    eyebrow: 'Pricing',
    title: 'Choose your plan',
    lead: 'Every plan includes the full channel line-up. Pick how many devices you want to watch on at the same time; no hidden fees, cancel anytime.',
    loading: 'Loading plans',
    loadFailed: {
      title: 'We could not load the plans',
      text: 'Please check your connection and try again.',
      retry: 'Try again',
    },
    none: {
      title: 'Our plans are on their way',
      text: 'We are putting the finishing touches on our subscriptions. Create your account now and you will be ready to start watching as soon as they go live.',
      register: 'Create your account',
    },
  },
  carousel: {
    label: 'Subscription plans',
    slide: '{{name}}, plan {{position}} of {{total}}',
    previous: 'Previous plans',
    next: 'Next plans',
    noPlans: 'No plans',
    onePlan: '1 plan',
    range: 'Showing {{start}}–{{end}} of {{total}}',
    single: 'Showing {{start}} of {{total}}',
  },
  planCard: {
    access: '{{days}} days of access',
    channels: '{{channels}}+ channels',
    forDevices: 'for {{devices}}',
    devices_one: '{{count}} device',
    devices_other: '{{count}} devices',
    notAvailable: 'Not available',
    devicesPicker: 'Number of devices',
    getIt: 'GET IT NOW',
    getItLabel: 'Get it now: {{plan}}, {{devices}}',
  },
} as const;

export const useHomeText = defineNamespace('home', home, { es: () => import('../es/home.ts') });
