import { defineNamespace } from '../namespace.ts';

// The customer's support page: the banner, a new ticket, their tickets and one ticket's conversation.
export const tickets = {
  page: {
    title: 'Support',
    intro: 'Open a ticket and follow the answers of our support team.',
    yourTickets: 'Your tickets',
  },
  banner: {
    chat: 'Fastest help: chat with us on {{app}}',
    rightAway: 'Need help right away?',
    aroundTheClock: 'Our support team answers around the clock.',
    orEmail: 'You can also e-mail <email>{{email}}</email> or open a ticket below.',
    openBelow: 'Open a ticket below.',
    openChat: 'Open {{app}} support',
    newTab: '(opens in a new tab)',
  },
  form: {
    title: 'Open a ticket',
    intro: 'Tell us what is wrong and how urgent it is. You get a notification as soon as support answers.',
    subject: 'Subject',
    category: 'Category',
    chooseCategory: 'Choose a category',
    priority: 'Priority',
    choosePriority: 'Choose a priority',
    message: 'Message',
    submit: 'Submit Ticket',
  },
  table: {
    id: 'ID',
    subject: 'Subject',
    customer: 'Customer',
    agent: 'Agent',
    unassigned: 'Unassigned',
    status: 'Status',
    priority: 'Priority',
    created: 'Created',
    comments: 'Agent comments',
    noReply: 'No reply yet',
    loadFailed: 'Your tickets could not be loaded.',
    empty: 'You have not opened a ticket yet.',
    search: 'Search your tickets...',
  },
  dialog: {
    ticket: 'Ticket',
    numbered: 'Ticket #{{id}}',
    loading: 'Loading the ticket',
    openFailed: 'Could not open the ticket',
    loadFailed: 'The ticket could not be loaded.',
    retry: 'Try again',
    meta: '{{category}} · opened {{day}} · {{agent}}',
    agent: 'agent: {{name}}',
    notAssigned: 'not assigned yet',
    resolved: 'Resolved',
  },
  history: {
    label: 'Conversation',
    you: 'You',
    support: '{{name}} (Support)',
    noReply: 'No reply yet. You get a notification as soon as support answers.',
  },
  reply: {
    label: 'Your reply',
    send: 'Send reply',
    sent: 'Your reply was sent.',
    failed: 'Your reply could not be sent. Try again.',
  },
} as const;

export const useTicketsText = defineNamespace('tickets', tickets, { es: () => import('../es/tickets.ts') });
