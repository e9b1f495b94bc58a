import Mustache from 'mustache';
import type { MessageKey, MessageParams } from '../messages';
import { linkedHtml } from '../richText';
import { mailCatalog, type MailKind, type MailText } from './catalog';

/** A mail ready for the transport: both languages in one, Japanese first, as text and as HTML. */
export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Each language's values of a kind's variables (text; a section shows when its value is not empty). */
export type MailValues = Record<'ja' | 'en', Record<string, string>>;

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_BODY_MAX = 10_000;

/** What is wrong with a template: the part (subject or body, in a language) and the message. */
export interface MailTemplateProblem {
  field: `${'subject' | 'body'}${'Ja' | 'En'}`;
  code: MessageKey;
  params?: MessageParams;
}

/**
 * A manager's template, checked before it is kept: written, within its limit, readable as a
 * template, and using only the kind's own variables (no partials or other delimiters).
 */
export function templateProblems(kind: MailKind, text: MailText): MailTemplateProblem[] {
  const names = new Set(mailCatalog[kind].variables.map((variable) => variable.name));
  const problems: MailTemplateProblem[] = [];
  for (const part of ['subject', 'body'] as const) {
    for (const language of ['ja', 'en'] as const) {
      const field = `${part}${language === 'ja' ? 'Ja' : 'En'}` as const;
      const value = text[part][language];
      const limit = part === 'subject' ? MAIL_SUBJECT_MAX : MAIL_BODY_MAX;
      if (!value.trim()) {
        problems.push({ field, code: 'required' });
        continue;
      }
      if (value.length > limit) {
        problems.push({ field, code: 'maxLength', params: { limit } });
        continue;
      }
      let tokens: unknown[];
      try {
        tokens = Mustache.parse(value);
      } catch (error) {
        problems.push({ field, code: 'mailTemplateUnreadable', params: { reason: (error as Error).message } });
        continue;
      }
      const unknown = new Set<string>();
      const walk = (list: unknown[]) => {
        for (const token of list as [string, string, number, number, unknown[]?][]) {
          const [type, name] = token;
          if (type === 'text' || type === '!') continue;
          if (type === '>' || type === '=') unknown.add(`{{${type}${name}}}`);
          else if (!names.has(name)) unknown.add(name);
          if (token[4]) walk(token[4]);
        }
      };
      walk(tokens);
      for (const name of unknown) problems.push({ field, code: 'mailUnknownVariable', params: { name } });
    }
  }
  return problems;
}

const asIs = (value: unknown) => String(value);
const fill = (template: string, values: Record<string, string>) =>
  Mustache.render(template, values, {}, { escape: asIs })
    .replace(/\r\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const htmlOf = (text: string, language: 'ja' | 'en') =>
  `<div lang="${language}">${text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${linkedHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')}</div>`;

/** Fills a kind's text (a manager's template, else the built-in one) with each language's values. */
export function composeMail(to: string, text: MailText, values: MailValues): ComposedMail {
  const subject = (language: 'ja' | 'en') => fill(text.subject[language], values[language]).replace(/\s+/g, ' ');
  const body = { ja: fill(text.body.ja, values.ja), en: fill(text.body.en, values.en) };
  return {
    to,
    subject: `${subject('ja')} / ${subject('en')}`,
    text: `${body.ja}\n\n----------------------------------------\n\n${body.en}\n`,
    html: `<!doctype html><html><body>${htmlOf(body.ja, 'ja')}<hr>${htmlOf(body.en, 'en')}</body></html>`,
  };
}

/** The built-in text of a kind. */
export const builtInText = (kind: MailKind): MailText => ({ subject: mailCatalog[kind].subject, body: mailCatalog[kind].body });
