import type { Language } from '../schemas/conferenceSettings';
import type { ServerMessages } from './serverMessages';
import type { ProgramEditingMessages } from './program/editingMessages';
import type { MemberKindMessages } from './memberKinds';

/**
 * The one catalogue of validation messages, in both languages, with the spec's wording
 * (docs/requirements/public-area.md §5, docs/requirements/operation-area.md §5). Field labels live beside the fields.
 */
export const messages = {
  required: { ja: '必須項目です', en: 'Required field' },
  mismatch: { ja: '一致しません', en: 'Does not match' },
  mustAgree: { ja: '確認しないと先に進めません', en: 'You cannot proceed unless you confirm' },
  invalidUrl: { ja: 'URLが正しくありません', en: 'Invalid URL' },
  invalidEmail: { ja: 'メールアドレスが正しくありません', en: 'Invalid Email' },
  invalidChoice: { ja: '選択肢から選んでください', en: 'Choose one of the options' },
  invalidValue: { ja: '値が正しくありません', en: 'Invalid value' },
  maxLength: { ja: '{limit}文字以内で入力してください', en: 'Enter at most {limit} {limit|character|characters}' },
  minLength: { ja: '{limit}文字以上で入力してください', en: 'Enter at least {limit} {limit|character|characters}' },
  minItems: { ja: '{limit}個以上選んでください', en: 'Select at least {limit}' },
  minOptions: { ja: '{limit}個以上選んでください', en: 'Select at least {limit}' },
  maxOptions: { ja: '{limit}個以内で選んでください', en: 'Select at most {limit}' },
  invalidDate: { ja: '日付が正しくありません', en: 'Invalid date' },
  dateAboveRange: { ja: '許可された範囲を超えています', en: 'Exceeds the allowed range' },
  dateBelowRange: { ja: '許可された範囲を下回っています', en: 'Below the allowed range' },
  postalCodeDigits: { ja: '郵便番号は7桁の数字で入力してください', en: 'Enter the postal code as 7 digits' },
  // §5's half-width bounds message, where only half-width characters are taken.
  halfWidthPhone: { ja: '半角の数字と + ( ) - で入力してください', en: 'Use half-width digits and + ( ) - only' },
  imageType: { ja: 'JPEGまたはPNGの画像を選んでください', en: 'Choose a JPEG or PNG image' },
  fileType: { ja: 'PDF・JPEG・PNGのいずれかのファイルを選んでください', en: 'Choose a PDF, JPEG or PNG file' },
  fileTooLarge: { ja: '{limit}MB以下のファイルを選んでください', en: 'Choose a file of at most {limit} MB' },
  katakanaOnly: { ja: 'カタカナで入力してください', en: 'Use katakana only' },
  memberNotFound: { ja: 'この会員番号は見つかりません', en: 'This member number was not found' },
  memberMismatch: { ja: '会員情報と一致しません', en: 'Does not match the member record' },
  collationUnavailable: {
    ja: '会員照合を完了できませんでした。しばらくしてからもう一度お試しください',
    en: 'Member collation could not be completed. Try again in a moment',
  },
  tooManyRequests: { ja: 'リクエストが多すぎます。しばらくしてからもう一度お試しください', en: 'Too many requests. Try again in a moment' },
  passwordPolicy0: { ja: 'パスワードは8文字以上で入力してください', en: 'Use at least 8 characters' },
  passwordPolicy1: {
    ja: 'パスワードは英大文字・英小文字・数字を含む8文字以上で入力してください',
    en: 'Use at least 8 characters with an upper-case letter, a lower-case letter and a digit',
  },
  passwordPolicy2: {
    ja: "パスワードは英大文字・英小文字・数字・記号（! ? _ - , * @ ^ ¥ \\ ( ) [ ] { } < > $ # % ' =）を含む8文字以上で入力してください",
    en: "Use at least 8 characters with an upper-case letter, a lower-case letter, a digit and a symbol (! ? _ - , * @ ^ ¥ \\ ( ) [ ] { } < > $ # % ' =)",
  },
  snsRequired: { ja: 'SNSアドレスを1つ以上入力してください', en: 'Enter at least one SNS address' },
  unknownField: { ja: '想定外の項目、または重複した項目です: {key}', en: 'Unknown or repeated field: {key}' },
  tokenInvalid: {
    ja: 'この登録ページは有効期限が切れているか、URLが正しくありません',
    en: 'This registration page has expired or the URL is wrong',
  },
  tokenDummy: {
    ja: 'ダミーページのため登録を完了できません',
    en: 'Dummy Page. You cannot complete this registration.',
  },
  emailTaken: { ja: 'このメールアドレスは既に使われています', en: 'This email address is already in use' },
  malformedBody: { ja: '送信内容の形式が正しくありません', en: 'The request is malformed' },
  csrfRefused: {
    ja: 'ページの有効期限が切れました。ページを再読み込みしてからもう一度お試しください',
    en: 'This page has expired. Reload the page and try again',
  },
  bodyTooLarge: { ja: '送信内容が大きすぎます', en: 'The request is too large' },
  entryHasErrors: { ja: '入力内容にエラーがあります', en: 'The entered content has errors' },
  invalidCredentials: {
    ja: 'メールアドレスまたはパスワードが違います。あと{remaining}回失敗するとアカウントがロックされます',
    en: 'Incorrect Email or Password. {remaining} more failed {remaining|attempt|attempts} will lock the account',
  },
  accountLocked: {
    ja: 'アカウントがロックされています。{minutes}分後に再度お試しください',
    en: 'The account is locked. Please try again in {minutes} {minutes|minute|minutes}',
  },
  loginError: { ja: 'ログインエラー', en: 'Login error' },
  emailNotRegistered: { ja: 'このメールアドレスは登録されていません', en: 'This email address is not registered' },
  emailAlreadyUsed: { ja: 'このメールアドレスは既に使用されています', en: 'This email address is already used' },
  passwordsDidNotMatch: { ja: 'パスワードが一致しませんでした', en: 'The passwords did not match' },
  resetExpired: {
    ja: 'パスワード再設定用URLの有効期限が切れています。もう一度お申し込みください',
    en: 'The reset URL has expired. Please apply again',
  },
  notLoggedIn: { ja: 'ログインしてください', en: 'Please log in' },
  managersOnly: { ja: 'この操作は管理者のみ行えます', en: 'Only managers can do this' },
  preRegisterDisabled: { ja: 'この学会では事前登録を受け付けていません', en: 'This conference does not accept pre-registration' },
  mailFailed: { ja: 'メールを送信できませんでした。しばらくしてからもう一度お試しください', en: 'The mail could not be sent. Please try again later' },
  invalidEmailFormat: { ja: 'メールアドレスの形式が正しくありません', en: 'Invalid Email Format' },
  pleaseSelect: { ja: '選択してください', en: 'Please select' },
  requestLetterRequired: { ja: '依頼状の書式をアップロードしてください', en: 'Upload the request letter format' },
  commissionNotFound: {
    ja: '依頼データが見つかりません。既に回答済みか、URLが間違っています',
    en: 'Request data not found. It has already been answered or the URL is wrong',
  },
  outsideAnswerPeriod: { ja: '現在、回答期間外です', en: 'It is currently outside the answer period' },
  alreadyAnswered: {
    ja: 'この依頼には既に回答済みです',
    en: 'This request has already been answered',
  },
  loginToAccept: { ja: 'お引き受けいただくにはログインするか、アカウントを登録してください', en: 'To accept, log in or register an account' },
  answerWithRegisterAccepts: { ja: 'メールでの登録はお引き受けいただく場合のみです', en: 'Registering by e-mail is only for accepting' },
  fileNotFound: { ja: 'ファイルが見つかりません', en: 'The file was not found' },
  notingExists: { ja: 'このキーの注記は既にあります', en: 'A noting with this key already exists' },
  notingNotFound: { ja: '注記が見つかりません', en: 'The noting was not found' },
  screenNotPng: { ja: '画面はPNG画像で送ってください', en: 'Send the screen as a PNG image' },
  userNotFound: { ja: 'ユーザーが見つかりません', en: 'The user was not found' },
  serverError: { ja: 'サーバーエラーが発生しました', en: 'A server error occurred' },
  notFound: { ja: '見つかりません', en: 'Not found' },
  programAfterApproval: {
    ja: 'プログラム（タイムテーブル・発表一覧）はアカウントの承認後にご覧いただけます',
    en: 'The program (timetable and presentations) is shown once your account has been approved',
  },
  presentationNotFound: { ja: '発表が見つかりません', en: 'The presentation was not found' },
  invalidFilter: { ja: '検索条件 {name} が正しくありません: {problem}', en: 'The search condition {name} is invalid: {problem}' },
  overlappingSchedule: { ja: 'スケジュールが重複しています', en: 'Overlapping schedule' },
  favouriteRemovalFailed: { ja: 'お気に入りの解除に失敗しました', en: 'Favourite removal failed' },
  notAllowed: { ja: 'この操作は許可されていません', en: 'This action is not allowed' },
  unsupportedFormat: { ja: '送信形式に対応していません', en: 'The request format is not supported' },
  invalidRequestPart: { ja: '送信内容の {where} が正しくありません: {problem}', en: 'The request {where} is invalid: {problem}' },
  keywordInUse: {
    ja: 'キーワード「{keyword}」は発表（{codes}）で使われているため削除できません。先に発表のキーワードを変更してください',
    en: 'The keyword "{keywordEn}" is used by presentations ({codes}) and cannot be removed. Change their keywords first',
  },
  tooManyListedRows: {
    ja: '一度に取得できる発表は{limit}件までです。ページを分けて取得してください',
    en: 'One request may list at most {limit} {limit|presentation|presentations}. Ask for them a page at a time',
  },
  graphqlNotText: { ja: 'query には GraphQL の文を文字列で送ってください', en: 'Send the query as GraphQL text' },
  graphqlOperationName: {
    ja: '文書に複数の操作があります。実行する操作を operationName で指定してください',
    en: 'The document holds several operations: name the one to run in operationName',
  },
  graphqlUnknownOperation: { ja: '文書に「{name}」という操作はありません', en: 'The document has no operation named "{name}"' },
  nulCharacter: { ja: '使用できない文字（NUL）が含まれています', en: 'Contains a character that cannot be used (NUL)' },
  commonPassword: {
    ja: 'よく使われているパスワードのため使用できません。推測されにくいものにしてください',
    en: 'This password is too common. Choose one that is harder to guess',
  },
  approvalRequired: { ja: 'アカウントの承認後にお引き受けいただけます', en: 'You can accept once your account has been approved' },
  uploadShareUsed: {
    ja: 'この1時間にアップロードできる容量（{limit}MB）を使い切りました。しばらくしてから再度お試しください',
    en: "You have used this hour's upload allowance ({limit} MB). Please try again later",
  },
  uploadsBusy: {
    ja: '現在アップロードが集中しています。しばらくしてからもう一度お試しください',
    en: 'Too many uploads right now. Please try again later',
  },
  pdfType: { ja: 'PDFファイルを選んでください', en: 'Choose a PDF file' },
  graphicalAbstractImage: {
    ja: '1200×1200ピクセル・1MB以下のJPEG画像を選んでください',
    en: 'Choose a JPEG image of exactly 1200 × 1200 px and at most 1 MB',
  },
  onePresenter: { ja: '著者のうち1名だけを発表者にしてください', en: 'Mark exactly one author as the presenter' },
  firstAuthorRequired: { ja: '筆頭著者を入力してください', en: 'The first author is required' },
  authorInstituteRequired: { ja: '所属機関を1つ以上選んでください', en: 'Choose at least one institute' },
  instituteRequired: { ja: '所属機関を1つ以上追加してください', en: 'Add at least one institute' },
  unknownInstitute: { ja: 'この応募の所属機関一覧にない所属が選ばれています', en: 'An institute that is not in this application is chosen' },
  maxAuthors: { ja: '著者は{limit}名までです', en: 'At most {limit} {limit|author|authors}' },
  tooManyCharacters: { ja: '{limit}文字以内にしてください（現在{count}文字）', en: 'Use at most {limit} {limit|character|characters} (now {count})' },
  tooManyWords: { ja: '{limit}語以内にしてください（現在{count}語）', en: 'Use at most {limit} {limit|word|words} (now {count})' },
  authorPosition: { ja: '著者{position}: ', en: 'Author {position}: ' },
  institutePosition: { ja: '所属機関{position}: ', en: 'Institute {position}: ' },
  outsideApplicationPeriod: { ja: '現在、応募期間外です', en: 'It is currently outside the application period' },
  abstractFinal: { ja: '抄録は確定済みのため変更できません', en: 'The abstract is final and cannot be modified' },
  abstractAccepted: {
    ja: 'この抄録は採択されプログラムに掲載されているため変更できません。修正が必要な場合は事務局にお問い合わせください',
    en: 'This abstract has been accepted into the program and cannot be changed. Contact the secretariat if it needs a correction',
  },
  staleApplication: {
    ja: 'この応募は別の画面か端末で先に保存されています（版{version}）。最新の内容を読み込んでから保存してください',
    en: 'This application was saved in another tab or device after you opened it (version {version}). Load the latest before saving',
  },
  applicationNotFound: { ja: '応募が見つかりません', en: 'The application was not found' },
  submissionNotOffered: { ja: 'この種別の発表は募集していません', en: 'This kind of presentation is not open for applications' },
  applicationNotSubmitted: { ja: '提出済みの応募だけを採択できます', en: 'Only a submitted application can be accepted' },
  applicationAccepted: { ja: 'この応募は採択済みです', en: 'This application has already been accepted' },
  // Evaluation, votes and peer review (docs/requirements/operation-area.md §4, §8; issue 18).
  evaluatorsOnly: { ja: '評価者に割り当てられた発表だけを評価できます', en: 'Only an evaluator assigned to this presentation can do this' },
  evaluatorsPage: {
    ja: 'このページは評価者のためのものです。評価を依頼された方は事務局にお問い合わせください',
    en: 'This page is for evaluators. If you were asked to evaluate presentations, contact the secretariat',
  },
  reviewersPage: {
    ja: 'このページは査読者のためのものです。査読を依頼された方は事務局にお問い合わせください',
    en: 'This page is for reviewers. If you were asked to review, contact the secretariat',
  },
  reviewersOnly: { ja: '査読を依頼された査読者だけが行えます', en: 'Only the reviewer asked for this review can do this' },
  evaluationClosed: { ja: '現在、評価は受け付けていません', en: 'Evaluations are not open now' },
  evaluationConfirmed: { ja: 'この評価は確定済みのため変更できません', en: 'This evaluation is confirmed and cannot be changed' },
  evaluationNotConfirmed: { ja: 'この評価はまだ確定されていません', en: 'This evaluation is not confirmed yet' },
  staleEvaluation: {
    ja: 'この評価は別の画面か端末で先に保存されています（版{version}）。最新の内容を読み込んでから保存してください',
    en: 'This evaluation was saved in another tab or device after you opened it (version {version}). Load the latest before saving',
  },
  votingError: { ja: '投票エラー: 投票できるのは{limit}件までです', en: 'Voting error: you can vote for at most {limit} {limit|presentation|presentations}' },
  votingClosed: { ja: '投票エラー: 投票は確定済みです', en: 'Voting error: your votes are already confirmed' },
  votingConfirmationError: { ja: '投票確定エラー: 投票は既に確定済みです', en: 'Voting confirmation error: your votes are already confirmed' },
  votingConfirmationEmpty: {
    ja: '投票確定エラー: 1件以上投票してから確定してください',
    en: 'Voting confirmation error: vote for at least one presentation before confirming',
  },
  resultsNotYet: { ja: '評価結果は{date}から公開されます', en: 'Evaluation results are shown from {date}' },
  resultsUndecided: { ja: '評価結果の公開日はまだ決まっていません', en: 'The date evaluation results are shown from has not been decided yet' },
  awardsNotYet: { ja: '受賞は{date}に発表されます', en: 'Awards are announced on {date}' },
  awardsUndecided: { ja: '受賞の発表日はまだ決まっていません', en: 'The date awards are announced has not been decided yet' },
  notAnEvaluator: { ja: '評価者の権限がない利用者には割り当てられません', en: 'Only an account with the evaluator role can be assigned' },
  notAReviewer: { ja: '査読者の権限がない利用者には依頼できません', en: 'Only an account with the reviewer role can be asked to review' },
  reviewRequestNotFound: { ja: '査読依頼が見つかりません', en: 'The review request was not found' },
  reviewRequestExists: { ja: 'この査読者には既に依頼しています', en: 'This reviewer has already been asked' },
  reviewRequestAnswered: { ja: 'この査読依頼には既に回答済みです', en: 'This review request has already been answered' },
  reviewRequestNotAccepted: { ja: '引き受けた査読依頼だけに査読を書けます', en: 'A review can be written only for an accepted request' },
  reviewDeclineHidden: { ja: 'この学会では査読依頼を辞退できません', en: 'Declining review requests is not offered at this conference' },
  replyDeadlinePassed: { ja: '査読依頼の回答期限を過ぎています', en: 'The reply deadline for this review request has passed' },
  outsideReviewPeriod: { ja: '現在、査読期間外です', en: 'It is currently outside the review period' },
  endsBeforeStart: { ja: '終了は開始より後にしてください', en: 'The end must be after the start' },
  capacityBelowTaken: { ja: '申込済みの{taken}名より少なくはできません', en: 'Cannot be fewer than the {taken} who have applied' },
  slotRequired: { ja: '時間枠を1つ以上追加してください', en: 'Add at least one time slot' },
  periodEndsBeforeStart: { ja: '終了日時は開始日時（{start}）より後にしてください', en: 'The end must be after the start ({start})' },
  staleReview: {
    ja: 'この査読は別の画面か端末で先に保存されています（版{version}）。最新の内容を読み込んでから保存してください',
    en: 'This review was saved in another tab or device after you opened it (version {version}). Load the latest before saving',
  },
  peerReviewDecided: {
    ja: '査読の判定は既に決まっています。変更するには未判定に戻してください',
    en: 'The review decision is already made. Set it back to pending to change it',
  },
  peerReviewNotSubmitted: { ja: '提出済みの応募だけを査読に回せます', en: 'Only a submitted application can be reviewed' },
  invalidMove: { ja: 'この状態の変更はできません', en: 'This change of state is not allowed' },
  moveNotYours: { ja: 'この状態の変更を行う権限がありません', en: 'You are not allowed to make this change of state' },
  reviewCommentRequired: {
    ja: '否決または条件付きの場合は、理由や条件をコメントに書いてください',
    en: 'For a rejection or a conditional result, write the reasons or conditions in the comment',
  },
  // The managers' console (issue 19).
  accountDisabled: { ja: 'このアカウントはロックされています。事務局にお問い合わせください', en: 'This account is locked. Please contact the secretariat' },
  emailsMustMatch: { ja: 'メールアドレスが一致しません', en: 'Emails must match' },
  adminsOnly: { ja: 'この操作は管理者（admin）のみ行えます', en: 'Only admins can do this' },
  roleNotGrantable: { ja: 'この権限は付与・削除できません', en: 'This role cannot be granted or removed' },
  dummyCount: { ja: 'ダミーユーザー数は1〜100で指定してください', en: 'The number of dummy users must be between 1 and 100' },
  cannotLockSelf: { ja: '自分のアカウントはロックできません', en: 'You cannot lock your own account' },
  csvFailed: { ja: 'CSVの作成に失敗しました', en: 'CSV generation failed' },
  alreadyImpersonating: {
    ja: '代理ログイン中です。先に自分のアカウントに戻ってください',
    en: 'You are already acting as another user. Go back to your own account first',
  },
  cannotImpersonateManager: { ja: '管理者のアカウントには代理ログインできません', en: 'You cannot act as a manager or admin' },
  cannotImpersonateLocked: { ja: 'ロックされたアカウントには代理ログインできません', en: 'You cannot act as a locked account' },
  notWhileImpersonating: {
    ja: '代理ログイン中はパスワード・メールアドレス・権限を変更できません',
    en: 'Passwords, e-mail addresses and roles cannot be changed while acting as another user',
  },
  announcementNotFound: { ja: 'お知らせが見つかりません', en: 'The announcement was not found' },
  inquiryNotFound: { ja: 'お問い合わせが見つかりません', en: 'The inquiry was not found' },
  // The settings studio (issue 20).
  settingsSavedMeanwhile: {
    ja: '{email} さんが {at} にバージョン {version} を保存しました。最新の設定を読み込んでから、変更をやり直してください',
    en: '{email} saved version {version} at {at}. Load the latest settings, then make your change again',
  },
  settingsVersionNotFound: { ja: 'この版の設定は見つかりません', en: 'This version of the settings was not found' },
  settingsHaveProblems: { ja: '設定に {count} 件の問題があります', en: 'The settings have {count} {count|problem|problems}' },
} as const satisfies Record<string, Record<Language, string>>;

/**
 * Messages only the server says (payment's refusals and a statement's problems): kept in their own
 * catalogue (engine/serverMessages.ts) so that pages do not ship them; the server adds it at start
 * (server/core/errors.ts), and every key is typed here all the same.
 */
export type MessageKey = keyof typeof messages | keyof ServerMessages | keyof ProgramEditingMessages | keyof MemberKindMessages;
const added: Partial<Record<string, Record<Language, string>>> = {};

/** Adds a catalogue of messages only one side says (the server's, once per process). */
export function addMessages(catalogue: Record<string, Record<Language, string>>): void {
  Object.assign(added, catalogue);
}
export type MessageParams = Record<string, string | number>;
export interface LocalizedText {
  ja: string;
  en: string;
}

/**
 * A message with its variables filled in. `{name|one|other}` is English's plural: the first form
 * when the number is 1 ("1 more failed attempt"), the second otherwise; Japanese needs none.
 */
export function formatMessage(key: MessageKey, language: Language, params: MessageParams = {}): string {
  const text = (messages as Record<string, Record<Language, string>>)[key] ?? added[key];
  if (!text) throw new Error(`No message ${key}: add its catalogue first`);
  return text[language]
    .replace(/\{(\w+)\|([^|}]*)\|([^}]*)\}/g, (whole, name: string, one: string, other: string) =>
      name in params ? (Number(params[name]) === 1 ? one : other) : whole,
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function localize(key: MessageKey, params?: MessageParams): LocalizedText {
  return { ja: formatMessage(key, 'ja', params), en: formatMessage(key, 'en', params) };
}

/** Labels shown side by side (roles, chosen options): 「参加者、発表者」 in Japanese, "Participant, Presenter" in English. */
export const joinLabels = (labels: readonly string[], language: Language): string => labels.join(language === 'ja' ? '、' : ', ');
