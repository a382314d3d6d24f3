// Texts a Spanish reader reads exactly as the English catalogue writes them (names, codes, words
// Spanish shares): the catalogue test accepts these unchanged, and reports any other Spanish text
// equal to its English as not translated.
export const SAME_IN_SPANISH: ReadonlySet<string> = new Set([
  'Amazon Fire TV Stick',
  'Bouquets',
  'IBAN',
  'Panel',
  'SWIFT / BIC',
  'URL',
  'https://example.com/nimbus-webhooks',
  'https://line.example.com/get.php?username={username}&password={password}&type=m3u_plus',
  'https://line.example:8080',
  'https://panel.example:8080/AbCd1234/',
  '{{count}} plan',
  '{{ms}} ms',
  '← Webhooks',
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
