import type { Language } from '@nimbus/shared/i18n';

type SaveLanguage = (input: { language: Language }) => Promise<{ language: Language }>;

/**
 * A new account starts in the language its visitor chose on this device (ADR 046): the account
 * is created in the default language, so another one is saved right after. A failure to save it
 * leaves the account as created; the header's switch can change it later.
 */
export async function keepVisitorLanguage<User extends { language: Language }>(user: User, visitorLanguage: Language, save: SaveLanguage): Promise<User> {
  if (user.language === visitorLanguage) return user;
  try {
    const { language } = await save({ language: visitorLanguage });
    return { ...user, language };
  } catch {
    return user;
  }
}
