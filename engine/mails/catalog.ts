import type { LocalizedText } from '../messages';

/**
 * Every mail the system sends (issue 67), written once: what it is, the variables its text may
 * use (each with a sample for the preview), and its built-in subject and body in both languages.
 * A manager's template (mail settings in the console) replaces the built-in text of a kind; a kind
 * without one sends this. Texts are Mustache templates: `{{name}}` is a variable, and
 * `{{#name}}…{{/name}}` a part shown only when the variable is not empty.
 *
 * A body is paragraphs separated by blank lines. Each mail goes in both languages, Japanese first.
 */
export const mailKinds = [
  'signUpLink',
  'passwordReset',
  'committerRegistration',
  'invitation',
  'inquiryReply',
  'paymentRegisteredFree',
  'paymentTransferDetails',
  'paymentPaid',
  'paymentRefunded',
  'paymentTransferExpired',
] as const;
export type MailKind = (typeof mailKinds)[number];

export interface MailVariable {
  name: string;
  label: LocalizedText;
  sample: LocalizedText;
}

export interface MailText {
  subject: LocalizedText;
  body: LocalizedText;
}

export interface MailDefinition extends MailText {
  title: LocalizedText;
  /** When the system sends it. */
  when: LocalizedText;
  variables: readonly MailVariable[];
}

const variable = (name: string, label: LocalizedText, sample: LocalizedText): MailVariable => ({ name, label, sample });
const conferenceTitle = variable(
  'conferenceTitle',
  { ja: '学会名', en: 'Conference title' },
  { ja: '第12回 計算科学シンポジウム', en: '12th Symposium on Computational Science' },
);
const link = (sample: string) => variable('link', { ja: 'リンク', en: 'Link' }, { ja: `https://kaigi.example${sample}`, en: `https://kaigi.example${sample}` });
const orderNumber = variable('orderNumber', { ja: '申込番号', en: 'Application number' }, { ja: '1024', en: '1024' });
const items = variable(
  'items',
  { ja: '申込内容と合計', en: 'What was applied for, and the total' },
  { ja: '・一般 10,000円\n合計 10,000円', en: '- General ¥10,000\nTotal ¥10,000' },
);
const ignore = { ja: 'このメールに心当たりがない場合は破棄してください。', en: 'If you did not ask for this, you can ignore this mail.' };

const paymentMail = (title: LocalizedText, when: LocalizedText, subject: LocalizedText, intro: LocalizedText, extra = { ja: '', en: '' }): MailDefinition => ({
  title,
  when,
  variables: [conferenceTitle, orderNumber, items, ...(extra.ja ? [transfer] : []), link('/qualification')],
  subject,
  body: {
    ja: `${intro.ja}\n\n申込番号 {{orderNumber}}\n\n{{items}}${extra.ja}\n\nお申し込みの状況はこちらでご確認いただけます。\n\n{{link}}`,
    en: `${intro.en}\n\nApplication no. {{orderNumber}}\n\n{{items}}${extra.en}\n\nSee your application here:\n\n{{link}}`,
  },
});
const transfer = variable(
  'transfer',
  { ja: '振込先と期日', en: 'The account to transfer to, and the due date' },
  {
    ja: '銀行: 計算銀行 本店\n口座: 普通 1234567 ｹｲｻﾝｶｶﾞｸｼﾝﾎﾟｼﾞｳﾑ\n金額: 10,000円\n期日: 2027/02/28\n振込名義: ﾔﾏﾀﾞ ﾀﾛｳ',
    en: 'Bank: Keisan Bank, Head office\nAccount: ordinary 1234567 ｹｲｻﾝｶｶﾞｸｼﾝﾎﾟｼﾞｳﾑ\nAmount: ¥10,000\nDue date: 2027/02/28\nTransfer under the name: ﾔﾏﾀﾞ ﾀﾛｳ',
  },
);

export const mailCatalog: Record<MailKind, MailDefinition> = {
  signUpLink: {
    title: { ja: 'ユーザー登録のご案内', en: 'Registration link' },
    when: { ja: '事前登録でメールアドレスが入力されたとき', en: 'When someone pre-registers with their e-mail address' },
    variables: [conferenceTitle, link('/signup/…')],
    subject: { ja: '【{{conferenceTitle}}】ユーザー登録のご案内', en: '[{{conferenceTitle}}] Your registration link' },
    body: {
      ja: `{{conferenceTitle}}への事前登録ありがとうございます。\n\n下記のURLからユーザー登録を完了してください。URLの有効期限は24時間です。\n\n{{link}}\n\n${ignore.ja}`,
      en: `Thank you for pre-registering for {{conferenceTitle}}.\n\nComplete your registration at the link below. The link is valid for 24 hours.\n\n{{link}}\n\n${ignore.en}`,
    },
  },
  passwordReset: {
    title: { ja: 'パスワード再設定のご案内', en: 'Password reset' },
    when: { ja: 'パスワードの再設定を申し込んだとき', en: 'When someone asks to reset their password' },
    variables: [conferenceTitle, link('/password_resets/…/edit')],
    subject: { ja: '【{{conferenceTitle}}】パスワード再設定のご案内', en: '[{{conferenceTitle}}] Reset your password' },
    body: {
      ja: 'パスワード再設定のお申し込みを受け付けました。\n\n下記のURLから新しいパスワードを設定してください。URLの有効期限は24時間で、一度だけ使えます。\n\n{{link}}\n\nお申し込みに心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
      en: 'We received a request to reset your password.\n\nSet a new password at the link below. The link is valid for 24 hours and works once.\n\n{{link}}\n\nIf you did not ask for this, ignore this mail; your password stays as it is.',
    },
  },
  committerRegistration: {
    title: { ja: '座長・講演者のアカウント登録のご案内', en: 'Account registration for a chairperson or presenter' },
    when: { ja: '依頼を承諾し、アカウントの登録を選んだとき', en: 'When an invited person accepts and chooses to register an account' },
    variables: [conferenceTitle, variable('role', { ja: '役割', en: 'Role' }, { ja: '座長', en: 'chairperson' }), link('/committer_signup/…')],
    subject: { ja: '【{{conferenceTitle}}】{{role}}ご登録のご案内', en: '[{{conferenceTitle}}] Register as {{role}}' },
    body: {
      ja: `{{conferenceTitle}}の{{role}}をお引き受けいただき、ありがとうございます。\n\n下記のURLからアカウントを登録してください。URLの有効期限は24時間です。\n\n{{link}}\n\nこのメールに心当たりがない場合は破棄してください。`,
      en: 'Thank you for accepting to be a {{role}} at {{conferenceTitle}}.\n\nRegister your account at the address below. It is valid for 24 hours.\n\n{{link}}\n\nIf you did not expect this mail, please ignore it.',
    },
  },
  invitation: {
    title: { ja: '座長・講演者のご依頼', en: 'Invitation of a chairperson or presenter' },
    when: { ja: '運営が依頼を送ったとき、再送したとき', en: 'When a manager sends an invitation, or a reminder' },
    variables: [
      conferenceTitle,
      variable('name', { ja: '宛名', en: 'Name' }, { ja: '山田 花子', en: 'Hanako Yamada' }),
      variable('role', { ja: '役割', en: 'Role' }, { ja: '座長', en: 'chairperson' }),
      variable('aRole', { ja: '役割（英語の冠詞つき）', en: 'Role with its article' }, { ja: '座長', en: 'a chairperson' }),
      variable('session', { ja: 'セッション', en: 'Session' }, { ja: '乱流解析と混合精度演算', en: 'Turbulence analysis and mixed precision' }),
      variable(
        'when',
        { ja: '日時（ないときは空）', en: 'Date and time (empty when none)' },
        { ja: '2027年3月10日 9:30–11:00', en: 'Mar 10, 2027, 9:30 AM–11:00 AM' },
      ),
      variable(
        'note',
        { ja: '依頼内容（ないときは空）', en: 'What is asked (empty when none)' },
        { ja: '15分の講演をお願いします。', en: 'A 15-minute talk.' },
      ),
      variable(
        'deadline',
        { ja: '回答期限（ないときは空）', en: 'Answer deadline (empty when none)' },
        { ja: '2027年2月1日 23:59', en: 'Feb 1, 2027, 11:59 PM' },
      ),
      variable('reminder', { ja: '再送のとき「はい」', en: '"yes" for a reminder' }, { ja: '', en: '' }),
      link('/organizer_commissions/…'),
    ],
    subject: {
      ja: '{{#reminder}}【再送】{{/reminder}}【{{conferenceTitle}}】{{role}}のご依頼',
      en: '{{#reminder}}Reminder: {{/reminder}}[{{conferenceTitle}}] Invitation to be {{aRole}}',
    },
    body: {
      ja: '{{name}} 様\n\n{{#reminder}}先日お送りしたご依頼について、まだご回答をいただいておりませんので、改めてご連絡いたします。\n\n{{/reminder}}{{conferenceTitle}}のセッション「{{session}}」{{#when}}（{{when}}）{{/when}}の{{role}}をお願いしたく、ご連絡いたしました。\n\n{{#note}}{{note}}\n\n{{/note}}下記のページから、お引き受けいただけるかどうかをご回答ください。{{#deadline}}回答期限は{{deadline}}です。{{/deadline}}\n\n{{link}}\n\nこのメールに心当たりがない場合は破棄してください。',
      en: 'Dear {{name}},\n\n{{#reminder}}We have not yet had your answer to our invitation, so we are writing again.\n\n{{/reminder}}We would like to invite you to be {{aRole}} of the session "{{session}}"{{#when}} ({{when}}){{/when}} at {{conferenceTitle}}.\n\n{{#note}}{{note}}\n\n{{/note}}Please tell us whether you accept on the page below.{{#deadline}} Answers are taken until {{deadline}}.{{/deadline}}\n\n{{link}}\n\nIf you did not expect this mail, please ignore it.',
    },
  },
  inquiryReply: {
    title: { ja: 'お問い合わせへの回答', en: 'Reply to an inquiry' },
    when: { ja: '運営がお問い合わせに回答したとき', en: 'When a manager replies to an inquiry' },
    variables: [
      conferenceTitle,
      variable('subject', { ja: 'お問い合わせの件名', en: "The inquiry's subject" }, { ja: '領収書の宛名について', en: 'The name on my receipt' }),
      variable('reply', { ja: '回答', en: 'The reply' }, { ja: '備考欄に宛名をお書きください。', en: 'Write the name in the remarks.' }),
      link('/inquiries'),
    ],
    subject: { ja: '【{{conferenceTitle}}】お問い合わせへの回答: {{subject}}', en: '[{{conferenceTitle}}] Reply to your inquiry: {{subject}}' },
    body: {
      ja: 'お問い合わせいただいた件について、事務局から回答がありました。\n\n{{reply}}\n\n回答とこれまでのやり取りは下記のページで確認できます。\n\n{{link}}',
      en: 'The secretariat has replied to your inquiry.\n\n{{reply}}\n\nYou can read the reply and your earlier messages here:\n\n{{link}}',
    },
  },
  paymentRegisteredFree: paymentMail(
    { ja: '参加登録の完了（無料）', en: 'Registration complete (free)' },
    { ja: '無料のプランで参加登録したとき', en: 'When someone registers on a free plan' },
    { ja: '参加登録が完了しました', en: 'Your participation registration is complete' },
    { ja: '参加登録が完了しました。お申し込み内容は次のとおりです。', en: 'Your participation registration is complete. You applied for:' },
  ),
  paymentTransferDetails: paymentMail(
    { ja: 'お振込先のご案内', en: 'Bank transfer details' },
    { ja: '銀行振込で申し込んだとき', en: 'When someone applies to pay by bank transfer' },
    { ja: 'お振込先のご案内', en: 'How to pay by bank transfer' },
    { ja: 'お申し込みありがとうございます。下記の口座へお振り込みください。', en: 'Thank you for applying. Please transfer the amount to the account below.' },
    {
      ja: '\n\n{{transfer}}\n\n振込手数料はご負担ください。振込先を発行したため、プランは変更できません。',
      en: '\n\n{{transfer}}\n\nYou pay the transfer fee. The plan cannot be changed now that the account was issued.',
    },
  ),
  paymentPaid: paymentMail(
    { ja: 'お支払いの確認（参加登録の完了）', en: 'Payment received (registration complete)' },
    { ja: 'カード決済が完了したとき、振込を確認したとき', en: 'When a card payment completes, or a transfer is confirmed' },
    { ja: 'お支払いを確認しました（参加登録完了）', en: 'We received your payment: registration complete' },
    { ja: 'お支払いを確認し、参加登録が完了しました。', en: 'We received your payment, and your participation registration is complete.' },
  ),
  paymentRefunded: paymentMail(
    { ja: '返金のお知らせ', en: 'Refund' },
    { ja: '運営が返金したとき', en: 'When a manager refunds an order' },
    { ja: '返金のお知らせ', en: 'Your payment was refunded' },
    { ja: '下記のお申し込みの代金を返金しました。領収書は無効になりました。', en: 'We refunded the order below. Its receipt is no longer valid.' },
  ),
  paymentTransferExpired: paymentMail(
    { ja: '振込期日切れによる取り消し', en: 'Cancelled: transfer not received' },
    { ja: '振込期日までに入金を確認できなかったとき', en: 'When no transfer arrived by the due date' },
    { ja: 'お振込みが確認できなかったため、お申し込みを取り消しました', en: 'Your application was cancelled: we did not receive the transfer' },
    {
      ja: 'お振込み期日を過ぎてもお振込みを確認できなかったため、下記のお申し込みを取り消しました。参加を希望される場合は、改めてお申し込みください。既にお振り込みの場合は、事務局までご連絡ください。',
      en: 'We did not receive the transfer for the application below by its due date, so it was cancelled. To take part, please apply again. If you have already paid, please contact the secretariat.',
    },
  ),
};

/** The sample values of a kind's variables, in one language: what the preview and the test send fill in. */
export const sampleValues = (kind: MailKind, language: 'ja' | 'en') =>
  Object.fromEntries(mailCatalog[kind].variables.map((item) => [item.name, item.sample[language]]));
