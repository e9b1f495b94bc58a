import useSWR from 'swr';
import type { MailKind, MailText, MailVariable } from '../../engine/mails/catalog';
import type { LocalizedText } from '../../engine/messages';
import { getJson, postJson, request } from './http';

/** One kind of mail as the mail settings page shows it. */
export interface MailKindView {
  kind: MailKind;
  title: LocalizedText;
  when: LocalizedText;
  variables: MailVariable[];
  builtIn: MailText;
  template: (MailText & { version: number; updatedAt: string }) | null;
}

export interface MailSettingsView {
  settings: { senderName: string; replyTo: string; version: number };
  kinds: MailKindView[];
}

export const mailTemplatesKey = '/web_api/mng/mail_templates';
export const useMailTemplates = () => useSWR(mailTemplatesKey, getJson<MailSettingsView>);

const putJson = <T>(path: string, value: unknown) =>
  request<T>(path, { method: 'PUT', body: JSON.stringify(value), headers: { 'Content-Type': 'application/json' } });

export const saveMailTemplate = (kind: MailKind, text: MailText, version: number) =>
  putJson<{ version: number }>(`${mailTemplatesKey}/${kind}`, { ...text, version });
export const resetMailTemplate = (kind: MailKind, version: number) => postJson<{ ok: boolean }>(`${mailTemplatesKey}/${kind}/reset`, { version });
export const previewMailTemplate = (kind: MailKind, text: MailText) =>
  postJson<{ to: string; subject: string; text: string }>(`${mailTemplatesKey}/${kind}/preview`, text);
export const testMailTemplate = (kind: MailKind, text: MailText) => postJson<{ to: string }>(`${mailTemplatesKey}/${kind}/test`, text);
export const saveMailSettings = (settings: { senderName: string; replyTo: string }, version: number) =>
  putJson<{ version: number }>('/web_api/mng/mail_settings', { ...settings, version });
