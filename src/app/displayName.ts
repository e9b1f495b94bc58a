import type { CurrentUser } from '../api/session';

/** A user's name as the current language writes it: the English name when there is one, else family name first in Japanese. */
export function displayName(user: Pick<CurrentUser, 'nameSei' | 'nameMei' | 'nameEn1' | 'nameEn3'>, language: 'ja' | 'en'): string {
  if (language === 'en' && (user.nameEn1 || user.nameEn3)) return [user.nameEn1, user.nameEn3].filter(Boolean).join(' ');
  return language === 'ja' ? `${user.nameSei} ${user.nameMei}` : `${user.nameMei} ${user.nameSei}`;
}

