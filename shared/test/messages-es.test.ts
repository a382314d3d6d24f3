import { describe, expect, it } from 'vitest';
import { refusalMessage } from '../src/coupons.ts';
import { catalogueEntries, createMessageTranslator, fillMessage } from '../src/message-text.ts';
import { messagesEs } from '../src/messages-es.ts';
import { messageCatalogue } from '../src/messages.ts';
import { limitMessages, tryAgainMessage } from '../src/service.ts';
import { subscriptionMessages } from '../src/subscriptions.ts';
import { transitionRefused } from '../src/tickets.ts';

/** Texts that read the same in Spanish: names, and a template that is only its values. */
const SAME_IN_SPANISH = ['labels.paymentMethod.paypal', 'labels.ticketCategory.general', 'panel.problemDetail'];

const english = new Map(catalogueEntries(messageCatalogue));
const spanish = new Map(catalogueEntries(messagesEs));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const es = createMessageTranslator(messageCatalogue, messagesEs);

describe('the Spanish catalogue', () => {
  it('has every English text, and nothing else', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the {{placeholders}} of each English text', () => {
    for (const [path, text] of english) expect(placeholders(spanish.get(path)!), path).toEqual(placeholders(text));
  });

  it('has no empty text', () => {
    for (const [path, text] of spanish) expect(text.trim(), path).not.toBe('');
  });

  it('translates every text, except names', () => {
    const same = [...english].filter(([path, text]) => spanish.get(path) === text).map(([path]) => path);
    expect(same.sort()).toEqual([...SAME_IN_SPANISH].sort());
  });

  it('gives one English text one translation wherever it appears', () => {
    const seen = new Map<string, string>();
    for (const [path, text] of english) {
      const translation = spanish.get(path)!;
      expect(seen.get(text) ?? translation, `${path}: "${text}"`).toBe(translation);
      seen.set(text, translation);
    }
  });
});

describe('translating shared texts into Spanish', () => {
  it('translates a plain text', () => {
    expect(es('Invalid email or password')).toBe('Correo electrónico o contraseña incorrectos');
    expect(es('In Progress')).toBe('En curso');
  });

  it('translates a filled template and keeps its values', () => {
    const text = fillMessage(subscriptionMessages.renewTooEarly, { endsOn: 'Apr 30, 2026', opensOn: 'Apr 16, 2026' });
    expect(es(text)).toBe('Tu suscripción está activa hasta el Apr 30, 2026. Puedes renovarla a partir del Apr 16, 2026, 14 días antes de que termine.');
    expect(es(refusalMessage('notYet', new Date('2026-05-01T00:00:00Z')))).toBe('Este cupón es válido a partir del 2026-05-01.');
  });

  it('translates the values that are shared texts themselves', () => {
    expect(es(tryAgainMessage(limitMessages.tooManyAttempts, 45))).toBe('Demasiados intentos. Inténtalo de nuevo en 45 segundos.');
    expect(es(tryAgainMessage(limitMessages.tooManyFailures, 1))).toBe('Demasiados intentos fallidos. Inténtalo de nuevo en 1 segundo.');
    expect(es(transitionRefused('Open', 'InProgress'))).toBe('Un ticket en estado Abierto no puede pasar a En curso.');
  });

  it('prefers the template with the most fixed words', () => {
    const locked = fillMessage(limitMessages.accountLocked, { wait: fillMessage(limitMessages.minutes, { count: 15 }) });
    expect(es(locked)).toBe('Demasiados intentos fallidos: esta cuenta está bloqueada. Inténtalo de nuevo en 15 minutos o restablece tu contraseña.');
  });

  it('leaves any other text as it is', () => {
    expect(es('My TV shows a black screen')).toBe('My TV shows a black screen');
    expect(es('Waited 30 seconds')).toBe('Waited 30 seconds');
    expect(es('')).toBe('');
  });
});
