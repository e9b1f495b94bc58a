import type { Language } from '../../schemas/conferenceSettings';

/**
 * What program editing says (issue 67), in both languages. Only the managers' program page and the
 * server need these, so they are a catalogue of their own (the shell's engine/messages.ts is in
 * every first load): the server adds it at start, the page when it loads.
 */
export const programEditingMessages = {
  sessionCodeFormat: {
    ja: '半角英数字で始まり、半角英数字と _ . - だけの32文字以内にしてください',
    en: 'Start with a half-width letter or digit and use only half-width letters, digits and _ . - (at most 32)',
  },
  notConferenceDay: { ja: '会期中の日（{days}）にしてください', en: 'Choose a conference day ({days})' },
  sessionOneDay: { ja: '開始と同じ日に終わるようにしてください', en: 'End on the day the session starts' },
  seriesKindMismatch: { ja: 'セッションと同じ種別（口頭・ポスター）のシリーズを選んでください', en: "Choose a series of the session's kind (oral or poster)" },
  roomTaken: {
    ja: 'この時間、この会場ではセッション「{code}」（{time}）が行われます',
    en: 'Session {code} ({time}) is in this room at this time',
  },
  roomTakenByEvent: {
    ja: 'この時間、この会場ではイベント「{name}」（{time}）が行われます',
    en: 'Event “{name}” ({time}) is in this room at this time',
  },
  slotOutsideSession: {
    ja: '発表「{code}」の時間がセッションの外になります。先に発表を移してください',
    en: 'Presentation {code} would fall outside the session: move it first',
  },
  slotBothOrNeither: { ja: '開始と終了を両方入れるか、両方空けてください', en: 'Give both the start and the end, or neither' },
  outsideSession: { ja: 'セッションの時間（{time}）の中にしてください', en: "Keep inside the session's time ({time})" },
  slotTaken: { ja: 'この時間には発表「{code}」（{time}）があります', en: 'Presentation {code} ({time}) is at this time' },
  kindMismatch: { ja: '発表と同じ種別（口頭・ポスター）のセッションを選んでください', en: "Choose a session of the presentation's kind (oral or poster)" },
  noFreeSlot: { ja: 'このセッションに{minutes}分の空きがありません', en: 'This session has no free {minutes} minutes' },
  sessionNeeded: { ja: '時間を決めるにはセッションを選んでください', en: 'Choose a session to give a time' },
  programChangedMeanwhile: {
    ja: 'この間に他の人が変更しました（版 {version}）。最新の内容を読み込んでからもう一度お試しください',
    en: 'Someone changed this meanwhile (version {version}). Load the latest and try again',
  },
  programItemNotFound: { ja: '見つかりません。削除された可能性があります', en: 'Not found: it may have been removed' },
  roomInUse: {
    ja: 'この会場には{count}件のセッションがあるため削除できません。先にセッションを移すか削除してください',
    en: 'This room holds {count} {count|session|sessions} and cannot be removed. Move or remove them first',
  },
  roomHasEvents: {
    ja: 'この会場には{count}件のイベントがあるため削除できません。先にイベントを移すか削除してください',
    en: 'This room holds {count} {count|event|events} and cannot be removed. Move or remove them first',
  },
  groupInUse: {
    ja: 'このグループには{count}件の会場があるため削除できません。先に会場を他のグループに移してください',
    en: 'This group holds {count} {count|room|rooms} and cannot be removed. Move them to another group first',
  },
  seriesInUse: {
    ja: 'このシリーズには{count}件のセッション・発表があるため削除できません。先に移してください',
    en: 'This series holds {count} {count|session or presentation|sessions and presentations} and cannot be removed. Move them first',
  },
  sessionInUse: {
    ja: 'このセッションには{count}件の発表があるため削除できません。先に発表を移してください',
    en: 'This session holds {count} {count|presentation|presentations} and cannot be removed. Move them first',
  },
  sessionHasCommissions: {
    ja: 'このセッションには{count}件の座長・発表者依頼があるため削除できません',
    en: 'This session has {count} chairperson or presenter {count|request|requests} and cannot be removed',
  },
  sessionCodeTaken: { ja: 'このコードは既に使われています', en: 'This code is already used' },
  orderIncomplete: { ja: '並び順にはすべての項目を1回ずつ含めてください', en: 'The order must name every item once' },
} as const satisfies Record<string, Record<Language, string>>;
export type ProgramEditingMessages = typeof programEditingMessages;
