import type { LocalizedText } from '../messages';
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
  conferenceTitle: string;
  conferenceTitleEn: string;
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

/** The request mail's subject and paragraphs in both languages (`{link}` is the answer page). */
export function invitationMail(facts: InvitationMailFacts): { subject: LocalizedText; body: { ja: string[]; en: string[] } } {
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
  const sessionEn = facts.session.nameEn || facts.session.name;
  const deadline = (language: 'ja' | 'en') => (facts.answerBy ? formatInstant(facts.answerBy, CONFERENCE_TIME_ZONE, language, 'dateTime') : '');
  const again = facts.reminder ? { ja: '【再送】', en: 'Reminder: ' } : { ja: '', en: '' };
  return {
    subject: {
      ja: `${again.ja}【${facts.conferenceTitle}】${role.ja}のご依頼`,
      en: `${again.en}[${facts.conferenceTitleEn}] Invitation to be ${/^[aeiou]/i.test(role.en) ? 'an' : 'a'} ${role.en}`,
    },
    body: {
      ja: [
        `${invitedName(facts, 'ja')} 様`,
        ...(facts.reminder ? ['先日お送りしたご依頼について、まだご回答をいただいておりませんので、改めてご連絡いたします。'] : []),
        `${facts.conferenceTitle}のセッション「${facts.session.name}」${when('ja') ? `（${when('ja')}）` : ''}の${role.ja}をお願いしたく、ご連絡いたしました。`,
        ...(facts.note.trim() ? [facts.note.trim()] : []),
        `下記のページから、お引き受けいただけるかどうかをご回答ください。${deadline('ja') ? `回答期限は${deadline('ja')}です。` : ''}`,
        '{link}',
        'このメールに心当たりがない場合は破棄してください。',
      ],
      en: [
        `Dear ${invitedName(facts, 'en')},`,
        ...(facts.reminder ? ['We have not yet had your answer to our invitation, so we are writing again.'] : []),
        `We would like to invite you to be ${/^[aeiou]/i.test(role.en) ? 'an' : 'a'} ${role.en} of the session "${sessionEn}"${when('en') ? ` (${when('en')})` : ''} at ${facts.conferenceTitleEn}.`,
        ...(facts.noteEn.trim() || facts.note.trim() ? [facts.noteEn.trim() || facts.note.trim()] : []),
        `Please tell us whether you accept on the page below.${deadline('en') ? ` Answers are taken until ${deadline('en')}.` : ''}`,
        '{link}',
        'If you did not expect this mail, please ignore it.',
      ],
    },
  };
}
