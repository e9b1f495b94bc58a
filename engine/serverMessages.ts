import type { Language } from '../schemas/conferenceSettings';

/**
 * The messages only the server says, in both languages (docs/requirements/operation-area.md §8):
 * participation and payment's refusals, a bank statement's problems, and comments' refusals. The browser shows them as
 * the server sends them, so they are not in its catalogue (engine/messages.ts); the server adds
 * them at start (server/core/errors.ts).
 */
export const serverMessages = {
  planOfMemberKind: {
    ja: 'プラン「{name}」は会員種別「{kind}」が選べるプランのため削除できません。先に会員種別のプランを変更してください',
    en: 'The plan "{nameEn}" is one the member kind "{kindEn}" may choose and cannot be removed. Change the member kinds first',
  },
  feeOrdered: {
    ja: '「{name}」は{count}件の申込に含まれているため削除できません。代わりに販売期間を終了してください',
    en: '"{nameEn}" is in {count} {count|order|orders} and cannot be removed. End its sales period instead',
  },
  commentNotFound: { ja: 'コメントが見つかりません', en: 'The comment was not found' },
  commentNotYours: { ja: '自分のコメントだけを編集・削除できます', en: 'You can edit or delete only your own comments' },
  liveStreamsFull: { ja: '接続が混み合っています。しばらくしてから再読み込みしてください', en: 'Too many pages are open right now. Please reload in a moment' },
  videoNotFound: { ja: '動画が見つかりません', en: 'The video was not found' },
  videoType: {
    ja: 'ブラウザで再生できるMP4形式の動画（H.264など）を選んでください',
    en: 'Choose an MP4 video that a browser can play (H.264, for example)',
  },
  videoTooLarge: { ja: '{limit} MB以下の動画を選んでください', en: 'Choose a video of {limit} MB or less' },
  videoNotYours: { ja: '動画を登録できるのは発表者と運営者だけです', en: 'Only the presenter and managers can give this presentation a video' },
  vimeoNotUsed: {
    ja: 'この大会ではVimeoの動画を使いません。MP4ファイルを登録してください',
    en: 'This conference does not use Vimeo. Upload an MP4 file instead',
  },
  vimeoUnreachable: { ja: 'Vimeoに接続できませんでした。しばらくしてからもう一度お試しください', en: 'Vimeo could not be reached. Try again in a moment' },
  vimeoNotFound: { ja: 'このIDのVimeo動画が見つかりません', en: 'Vimeo has no video with this ID' },
  roomFull: {
    ja: 'ディスカッションルームは定員に達しています。しばらくしてからもう一度お試しください',
    en: 'The discussion room is full. Please try again in a moment',
  },
  roomNotFound: { ja: 'ディスカッションルームがありません', en: 'There is no discussion room' },
  roomNotJoined: { ja: 'ディスカッションルームから退出しています。もう一度入室してください', en: 'You are no longer in the discussion room. Enter it again' },
  participantListOff: { ja: '参加者一覧は公開されていません', en: 'The participant list is not open' },
  myPageOff: { ja: 'マイページは公開されていません', en: 'My page is not open' },
  manualOff: { ja: 'マニュアルは公開されていません', en: 'The manual is not open' },
  manualSavedMeanwhile: {
    ja: 'マニュアルは開いた後に別の画面で保存されています（版{version}）。最新の内容を読み込んでから変更をやり直してください',
    en: 'The manual was saved elsewhere after you opened it (version {version}). Load the latest, then make your change again',
  },
  seminarOff: { ja: '共催セミナーの受付は行っていません', en: 'Co-hosted seminars are not open' },
  seminarNotFound: { ja: 'このセミナーは見つかりません', en: 'This seminar was not found' },
  seminarSlotNotFound: { ja: 'この時間枠は見つかりません', en: 'This time slot was not found' },
  seminarSlotStarted: { ja: 'この時間枠は開始済みのため申し込めません', en: 'This time slot has begun: applications are closed' },
  seminarAlreadyApplied: { ja: 'この時間枠には申込済みです', en: 'You have already applied for this time slot' },
  seminarOverlaps: {
    ja: '同じ時間帯のセミナーに申込済みです。申込は変更できません',
    en: 'You have applied for a seminar at the same time. An application cannot be changed',
  },
  seminarFull: { ja: '定員に達したため申し込めません', en: 'This time slot is full' },
  seminarSlotHasApplications: {
    ja: '申込のある時間枠は削除できません。先に申込を取り消してください',
    en: 'A time slot with applications cannot be removed. Cancel its applications first',
  },
  seminarApplicationNotFound: { ja: 'この申込は見つかりません', en: 'This application was not found' },
  tooManyFiles: { ja: '{limit}個まで登録できます', en: 'At most {limit} can be added' },
  // §8: a code the camera read or the participant typed that is not one of this conference's exhibitions (the page says it too, venue.*.json).
  invalidQrCode: { ja: '無効なQRコードです', en: 'Invalid QR code' },
  alreadyCheckedIn: { ja: '既に入場済みです', en: 'Already checked in' },
  alreadyCheckedOut: { ja: '既に退場済みです（入場の記録がありません）', en: 'Already checked out (no entry on record)' },
  consecutivePass: {
    ja: '同じ名札が続けて読み取られました（1分以内の連続した入場・退場）',
    en: 'The same name card was just scanned (consecutive entry or exit within a minute)',
  },
  unknownEntryCode: { ja: 'この大会の名札のQRコードではありません', en: 'Not a name card QR code of this conference' },
  checkedIn: { ja: '入場: {name}', en: 'Checked in: {nameEn}' },
  checkedOut: { ja: '退場: {name}', en: 'Checked out: {nameEn}' },
  notSponsor: { ja: '協賛企業のアカウントだけが使えます', en: 'Only sponsor accounts can use this' },
  sponsorsOff: { ja: '協賛企業展示は公開されていません', en: 'Sponsor exhibitions are not open' },
  sponsorInsightOff: { ja: '協賛企業インサイトは公開されていません', en: 'Sponsor insight is not open' },
  exhibitionNotFound: { ja: '展示が見つかりません', en: 'The exhibition was not found' },
  exhibitionMissing: { ja: '先に展示の内容を保存してください', en: 'Save your exhibition first' },
  sponsorFileNotFound: { ja: 'ファイルが見つかりません', en: 'The file was not found' },
  bannerNotFound: { ja: 'バナーが見つかりません', en: 'The banner was not found' },
  pointRallyOff: { ja: 'ポイントラリーは開催していません', en: 'The point rally is not running' },
  pointsAlreadyTaken: { ja: 'この展示のポイントは獲得済みです', en: 'You have already taken the points for this exhibition' },
  insufficientPoints: {
    ja: 'ポイントが足りません（必要 {points} ポイント、保有 {balance} ポイント）',
    en: 'Not enough points ({points} needed, you have {balance})',
  },
  prizeNotFound: { ja: '景品が見つかりません', en: 'The prize was not found' },
  prizeGone: { ja: 'この景品はなくなりました', en: 'This prize has run out' },
  prizeAlreadyClaimed: { ja: 'この景品は交換済みです', en: 'You have already claimed this prize' },
  prizeClaimed: {
    ja: '交換された景品は削除できません。在庫を0にしてください',
    en: 'A prize someone has claimed cannot be removed. Set its stock to 0 instead',
  },
  boardOff: { ja: '掲示板は公開されていません', en: 'The message board is not open' },
  threadNotFound: { ja: 'スレッドが見つかりません', en: 'The thread was not found' },
  boardReplyNotFound: { ja: '返信が見つかりません', en: 'The reply was not found' },
  notYourPost: { ja: '削除できるのは投稿者と運営者だけです', en: 'Only its writer and managers can remove this' },
  capacityReached: { ja: '定員に達したため、お申し込みいただけません', en: 'This has reached its capacity' },
  notOnSale: { ja: '現在はお申し込みいただけません', en: 'This is not on sale now' },
  qualificationNotOpen: { ja: '参加登録は現在受け付けていません', en: 'Participation registration is not open' },
  alreadyOrdered: { ja: '既にお申し込み済みです', en: 'You have already applied' },
  paymentMethodNotOffered: { ja: 'このお支払い方法はご利用いただけません', en: 'This payment method is not offered' },
  paymentUnavailable: {
    ja: 'カード決済を開始できませんでした。しばらくしてからもう一度お試しください',
    en: 'The card payment could not be started. Try again in a moment',
  },
  callbackNotVerified: { ja: '決済通知を検証できませんでした', en: 'The payment callback could not be verified' },
  statementHeader: {
    ja: '1行目に「日付」「金額」「振込依頼人」の列名が必要です',
    en: 'The first line must name the columns date, amount and payer (日付, 金額, 振込依頼人)',
  },
  statementDate: { ja: '日付を読み取れません（yyyy/MM/dd）', en: 'The date cannot be read (yyyy/MM/dd)' },
  statementAmount: { ja: '金額を読み取れません', en: 'The amount cannot be read' },
  statementPayer: { ja: '振込依頼人がありません', en: 'The payer is missing' },
  statementAmbiguous: {
    ja: '同じ振込名義・金額のお申し込みが複数あるため、照合できません',
    en: 'Several orders have this payer and amount: confirm it by hand',
  },
  statementTwice: { ja: 'このお申し込みへの入金が2行目以降にもあります', en: 'A second payment for the same order' },
  importNotReady: { ja: 'この取り込みは照合が完了していません', en: 'This import has not passed its check' },
  transferNotPending: { ja: 'このお申し込みは振込待ちではありません', en: 'This order is not awaiting a bank transfer' },
  orderNotRefundable: { ja: 'このお申し込みは返金できません', en: 'This order cannot be refunded' },
  refundFailed: {
    ja: 'カード会社での返金に失敗しました。しばらくしてからもう一度お試しください',
    en: 'The card company could not refund it. Try again in a moment',
  },
  orderNotFound: { ja: 'お申し込みが見つかりません', en: 'The order was not found' },
  orderNotPayable: { ja: 'このお申し込みは支払いできる状態ではありません', en: 'This order cannot be paid now' },
  planLockedByTransfer: {
    ja: '振込先を発行したため、プランは変更できません',
    en: 'The plan cannot be changed once the bank-transfer details were issued',
  },
  cannotIssueDocument: { ja: 'このユーザーは領収書・証明書を発行できません', en: 'This user cannot get a receipt or certificate' },
  // The console's second part (issue 67): the abstract book, invitations and imports.
  sessionMissing: { ja: 'セッションが見つかりません', en: 'There is no such session' },
  invitationClosed: { ja: 'この依頼はすでに回答済みか、取り下げられています', en: 'This invitation has already been answered or withdrawn' },
  invitationWithoutEmail: { ja: 'この依頼には送信先のメールアドレスがありません', en: 'This invitation has no e-mail address to send to' },
  importUnknownColumn: { ja: '「{column}」という列は取り込めません', en: 'The column "{column}" is not one this import reads' },
  importColumnTwice: { ja: 'この列が2回あります', en: 'This column appears twice' },
  importMissingColumn: { ja: 'この列がありません', en: 'This column is missing' },
  importEmpty: { ja: '取り込む行がありません', en: 'There are no rows to import' },
  importDuplicate: { ja: '{row}行目と重複しています', en: 'Already given on row {row}' },
  importUnknownRole: { ja: '「{role}」という権限はありません', en: 'There is no role "{role}"' },
  importRoleNotImported: {
    ja: '「{role}」の権限はユーザー管理の画面で付与してください',
    en: 'The role "{role}" is granted on the users page, not by an import',
  },
  importUnknownKind: { ja: '「{kind}」という種別はありません（口頭発表・ポスター発表）', en: 'There is no kind "{kind}" (Oral or Poster)' },
  importBadTime: { ja: '日時を読み取れません（yyyy/MM/dd HH:mm）', en: 'The time cannot be read (yyyy/MM/dd HH:mm)' },
  importTimesTogether: { ja: '開始と終了は両方とも書くか、両方とも空にしてください', en: 'Give both the start and the end, or neither' },
  importRowDiffers: {
    ja: '同じ発表の{row}行目と値が違います（空欄にするか同じ値にしてください）',
    en: 'Differs from row {row} of the same presentation (leave it empty or repeat it)',
  },
  importTooMany: { ja: '{limit}件までです', en: 'At most {limit}' },
  importOnePresenter: { ja: '登壇者は1つの発表に1人です', en: 'A presentation has one presenter' },
  importUnknownSession: { ja: '「{session}」というセッションはありません', en: 'There is no session "{session}"' },
  importSessionKind: { ja: 'セッションの種別（口頭発表・ポスター発表）と違います', en: 'Not the kind of its session (oral or poster)' },
  importNotCsv: { ja: 'UTF-8のCSVファイルとして読めません', en: 'The file cannot be read as a UTF-8 CSV file' },
  mailTemplateUnreadable: { ja: 'テンプレートとして読めません（{reason}）', en: 'This cannot be read as a template ({reason})' },
  mailUnknownVariable: { ja: '「{name}」はこのメールで使える変数ではありません', en: '"{name}" is not a variable of this mail' },
  changedElsewhere: {
    ja: 'この設定は開いた後に別の画面で変更されています。最新の内容を読み込んでから変更をやり直してください',
    en: 'This was changed elsewhere after you opened it. Load the latest, then make your change again',
  },
  abstractBookBusy: {
    ja: '要旨集を作成中です。できあがってからもう一度お試しください',
    en: 'An abstract book is being generated. Please try again when it is ready',
  },
  documentNotIssuable: { ja: '請求書・領収書を発行できません', en: 'An invoice or receipt cannot be issued' },
} as const satisfies Record<string, Record<Language, string>>;

export type ServerMessages = typeof serverMessages;
