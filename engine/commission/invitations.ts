import type { LocalizedText } from '../messages';
import type { MailValues } from '../mails/compose';
import { clientRoutes } from '../routes';
import { CONFERENCE_TIME_ZONE, formatInstant } from '../time';
import { invitationRoles, invitationStatuses, type InvitationRole, type InvitationStatus } from '../../schemas/invitations';

/**
 * Invitations from the console (issue 67): their states and roles named for people, and the
 * request mail each one sends, written once for the mail, its preview and its reminder.
 */
export { invitationRoles, invitationStatuses, type InvitationRole, type InvitationStatus };

export const invitationStatusLabels: Record<InvitationStatus, LocalizedText> = {
  candidate: { ja: '回答待ち', en: 'Awaiting answer' },
  accepted: { ja: '承諾', en: 'Accepted' },
  rejected: { ja: '辞退', en: 'Declined' },
  withdrawn: { ja: '取り下げ', en: 'Withdrawn' },
};

export const invitationRoleLabels: Record<InvitationRole, LocalizedText> = {
  organizer: { ja: '座長', en: 'Chairperson' },
  presenter: { ja: '講演者', en: 'Presenter' },
};

/** The answer page an invitation's code opens. */
export const invitationPath = (role: InvitationRole, code: string) =>
  (role === 'organizer' ? clientRoutes.organizerInvitation : clientRoutes.presenterInvitation).replace(':code', encodeURIComponent(code));

/** An invited person's name by the program's one rule: family name first in Japanese, given name first in English. */
export const invitedName = (person: { familyName: string; givenName: string }, language: 'ja' | 'en') =>
  (language === 'ja' ? [person.familyName, person.givenName] : [person.givenName, person.familyName]).filter((part) => part.trim()).join(' ');

export interface InvitationMailFacts {
  session: { name: string; nameEn: string; startAt: string | null; endAt: string | null };
  role: InvitationRole;
  roleName: string;
  roleNameEn: string;
  note: string;
  noteEn: string;
  /** The person's name as the secretariat wrote it. */
  familyName: string;
  givenName: string;
  /** The last moment answers are taken, if the conference set one. */
  answerBy: string | null;
  link: string;
  reminder: boolean;
}

/**
 * The request mail's variables in each language (engine/mails/catalog.ts `invitation`): the
 * session's time and the deadline in Tokyo in each language's one form, the role as the secretariat
 * named it (else the role's own name), the English session name falling back to the Japanese.
 */
export function invitationMailValues(facts: InvitationMailFacts): MailValues {
  const role = {
    ja: facts.roleName.trim() || invitationRoleLabels[facts.role].ja,
    en: facts.roleNameEn.trim() || invitationRoleLabels[facts.role].en.toLowerCase(),
  };
  const when = (language: 'ja' | 'en') =>
    facts.session.startAt
      ? [
          formatInstant(facts.session.startAt, CONFERENCE_TIME_ZONE, language, 'dateTime'),
          facts.session.endAt ? formatInstant(facts.session.endAt, CONFERENCE_TIME_ZONE, language, 'time') : '',
        ]
          .filter(Boolean)
          .join('–')
      : '';
  const deadline = (language: 'ja' | 'en') => (facts.answerBy ? formatInstant(facts.answerBy, CONFERENCE_TIME_ZONE, language, 'dateTime') : '');
  const reminder = facts.reminder ? 'yes' : '';
  return {
    ja: {
      name: invitedName(facts, 'ja'),
      role: role.ja,
      aRole: role.ja,
      session: facts.session.name,
      when: when('ja'),
      note: facts.note.trim(),
      deadline: deadline('ja'),
      link: facts.link,
      reminder,
    },
    en: {
      name: invitedName(facts, 'en'),
      role: role.en,
      aRole: `${/^[aeiou]/i.test(role.en) ? 'an' : 'a'} ${role.en}`,
      session: facts.session.nameEn || facts.session.name,
      when: when('en'),
      note: facts.noteEn.trim() || facts.note.trim(),
      deadline: deadline('en'),
      link: facts.link,
      reminder,
    },
  };
}
