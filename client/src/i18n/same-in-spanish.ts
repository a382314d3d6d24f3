// Texts a Spanish reader reads exactly as the English catalogue writes them (names, codes, words
// Spanish shares): the catalogue test accepts these unchanged, and reports any other Spanish text
// equal to its English as not translated.
export const SAME_IN_SPANISH: ReadonlySet<string> = new Set([
  'Amazon Fire TV Stick',
  'Android TV box',
  '5–15 min',
  '1 plan',
  'No',
  'Legal',
  'Amazon Firestick',
  'Smart TV',
  '{{size}} KB',
  '{{size}} MB',
  'Ticket',
  'ID',
  'Android TV, Fire TV, Google TV',
  '{{count}} min',
  'Crypto',
  'dns',
  'Email',
  'Error',
  'OK',
  'PayPal',
  'Plan',
  'Series',
  'Telegram',
  'Ticket #{{id}}',
  'Tickets',
  'tickets',
  'Total',
  'Webhooks',
  'WhatsApp',
]);

/**
 * Keys ("namespace:key" prefixes) whose texts may all read as in English: the country names
 * Spanish writes the same way (Zambia).
 */
export const SAME_IN_SPANISH_UNDER: readonly string[] = ['countries:'];
