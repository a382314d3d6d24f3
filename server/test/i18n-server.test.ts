import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDay } from '@nimbus/shared/format';
import { catalogueEntries } from '@nimbus/shared/message-text';
import { formatPrice } from '@nimbus/shared/money';
import { emailOutbox, telegramLinks, telegramOutbox, users } from '../src/db/schema/index.ts';
import { catalogues } from '../src/i18n/index.ts';
import { enqueueEmail } from '../src/services/email/outbox.ts';
import { notify } from '../src/services/notifications.ts';
import { handleUpdate } from '../src/services/telegram/links.ts';
import { createPayment, createSubscription } from './factories/commerce.ts';
import { createPlan, createUser, testApp, tokenFor, workerDatabase, type TestUser } from './harness.ts';

// Issue 16: what the server writes for a person (e-mails, notifications, Telegram) is in their
// language (users.language); the legacy REST keeps its English texts.
const t = testApp();
const ENDS = new Date('2026-03-04T12:00:00Z');

async function spanishUser(): Promise<TestUser> {
  const user = await createUser({ firstName: 'Lucía', lastName: 'Gómez' });
  const { db } = await workerDatabase();
  await db.update(users).set({ language: 'es' }).where(eq(users.id, user.id));
  return user;
}

async function emailsTo(address: string) {
  const { db } = await workerDatabase();
  return db.select({ subject: emailOutbox.subject, text: emailOutbox.text, html: emailOutbox.html }).from(emailOutbox).where(eq(emailOutbox.to, address));
}

async function telegramTexts(chatId: number) {
  const { db } = await workerDatabase();
  return (await db.select({ text: telegramOutbox.text }).from(telegramOutbox).where(eq(telegramOutbox.chatId, chatId))).map((row) => row.text);
}

/** A Spanish customer's Pending purchase of 12,345.60 verified by an agent, with a linked Telegram chat. */
async function verifiedPurchase(chatId: number) {
  const customer = await spanishUser();
  const { db } = await workerDatabase();
  await db.insert(telegramLinks).values({ userId: customer.id, chatId, linkedAt: new Date() });
  const plan = await createPlan({ name: `Oro ${chatId}`, price: '12345.60' });
  const subscription = await createSubscription({ userId: customer.id, planId: plan.id });
  const payment = await createPayment({ userId: customer.id, planId: plan.id, subscriptionId: subscription.id, amount: '12345.60' });
  await (await t.caller(await createUser({ role: 'AGENT' }))).payments.verify({ id: payment.id });
  return { customer, plan, payment };
}

describe('a Spanish account', () => {
  it('gets its payment e-mail in Spanish: subject, text and HTML, the amount as es-ES writes it', async () => {
    const { customer, plan, payment } = await verifiedPurchase(8101);
    const [email] = await emailsTo(customer.email);
    const amount = formatPrice('12345.60', 'es');
    expect(amount).toContain('12.345,60');
    expect(email!.subject).toBe(`Pago verificado (pedido ${payment.reference}) · Nimbus TV`);
    expect(email!.text).toContain('Hola, Lucía Gómez:');
    expect(email!.text).toContain(`Verificamos tu pago de ${amount} por el plan ${plan.name} (referencia del pedido ${payment.reference}).`);
    expect(email!.text).toContain('— Soporte de Nimbus TV');
    expect(email!.html).toContain('Abrir tu resumen');
  });

  it('gets an e-mail in Spanish when the caller gives only the address (any case), with the date in es-ES', async () => {
    const customer = await spanishUser();
    await enqueueEmail(t.deps.db, t.deps.env, { to: customer.email.toUpperCase() }, 'subscription-expiring', {
      name: 'Lucía',
      plan: 'Oro',
      endDate: ENDS,
      days: 3,
      renewPath: '/payment',
    });
    const [email] = await emailsTo(customer.email.toUpperCase());
    expect(email!.subject).toBe('Tu suscripción vence en 3 días · Nimbus TV');
    expect(email!.text).toContain(`Tu suscripción al plan Oro vence el ${formatDay(ENDS, { timeZone: 'UTC', language: 'es' })}.`);
    expect(email!.text).toContain('4 mar 2026');
  });

  it('reads its notification in Spanish through tRPC, and the same row in English through the legacy REST', async () => {
    const { customer, plan, payment } = await verifiedPurchase(8102);
    const [item] = (await (await t.caller(customer)).notifications.list({})).items;
    expect(item).toMatchObject({
      title: 'Pago verificado',
      message: `Tu pago de ${formatPrice('12345.60', 'es')} por el plan ${plan.name} (pedido ${payment.reference}) fue verificado.`,
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: `Bearer ${await tokenFor(customer)}` } });
    expect(res.json()[0]).toMatchObject({
      id: item!.id,
      title: 'Payment verified',
      message: `Your payment of $12345.60 for the ${plan.name} plan (order ${payment.reference}) was verified.`,
    });
  });

  it('reads a notification in the language it reads now, not the one it had when it was written', async () => {
    const customer = await createUser();
    await notify(t.deps.db, customer.id, { kind: 'subscriptionExpiring', params: { plan: 'Oro', days: 1, endDate: ENDS } });
    const { db } = await workerDatabase();
    await db.update(users).set({ language: 'es' }).where(eq(users.id, customer.id));
    const [item] = (await (await t.caller(customer)).notifications.list({})).items;
    expect(item).toMatchObject({
      title: 'Tu suscripción vence pronto',
      message: 'Tu suscripción al plan Oro vence en 1 día, el 4 mar 2026. Renueva ahora para seguir viendo.',
    });
  });

  it('gets its Telegram copy in Spanish, and the bot answers its chat in Spanish', async () => {
    const { plan, payment } = await verifiedPurchase(8103);
    expect(await telegramTexts(8103)).toEqual([
      `Pago verificado\n\nTu pago de ${formatPrice('12345.60', 'es')} por el plan ${plan.name} (pedido ${payment.reference}) fue verificado.`,
    ]);
    const message = { message_id: 1, chat: { id: 8103, type: 'private' }, text: '/stop' };
    expect(await handleUpdate(t.deps, { update_id: 1, message })).toBe('unlinked');
    expect((await telegramTexts(8103)).at(-1)).toBe(catalogues.es.telegram.replies.stopped);
  });

  it('a chat with no account yet hears the bot in the language of its Telegram app', async () => {
    const from = { id: 8104, is_bot: false, first_name: 'Ana', language_code: 'es-MX' };
    await handleUpdate(t.deps, { update_id: 2, message: { message_id: 1, chat: { id: 8104, type: 'private' }, from, text: '/start' } });
    expect(await telegramTexts(8104)).toEqual([catalogues.es.telegram.replies.hello]);
  });
});

describe('the server catalogues', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

  it.each(Object.keys(catalogues.en) as (keyof typeof catalogues.en)[])('Spanish %s has every English key, with the same placeholders', (namespace) => {
    const english = catalogueEntries(catalogues.en[namespace]);
    const spanish = new Map(catalogueEntries(catalogues.es[namespace]));
    expect([...spanish.keys()].sort()).toEqual(english.map(([key]) => key).sort());
    for (const [key, text] of english) expect({ key, placeholders: placeholders(spanish.get(key) ?? '') }).toEqual({ key, placeholders: placeholders(text) });
  });
});
