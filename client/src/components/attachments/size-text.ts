import { formatLanguage } from '@nimbus/shared/format';
import { LOCALES } from '@nimbus/shared/i18n';

/** A file size as people read it: "420 KB", "1.6 MB" ("1,6 MB" in Spanish). */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const megabytes = (bytes / (1024 * 1024)).toFixed(1);
  const language = formatLanguage();
  return `${language === 'en' ? megabytes : new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 1 }).format(Number(megabytes))} MB`;
}
