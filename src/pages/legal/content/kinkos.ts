import type { LegalDocument } from './types';

/** The privacy notice for the printing partner that produces name cards and posters. */
export const kinkosJa: LegalDocument = {
  lang: 'ja',
  title: 'プライバシーポリシー（印刷サービス）',
  updated: '制定日：2026年4月1日',
  intro: ['学会では、名札とポスターの印刷をキンコーズ・ジャパン株式会社（以下「印刷委託先」）に委託しています。本ポリシーは、その委託に伴う個人情報の取扱いを定めるものです。'],
  sections: [
    { heading: '1. 提供する情報', items: ['名札：氏名（漢字・英字）、所属、参加区分', 'ポスター印刷：発表者名、所属、ポスターのデータ、受け取り方法と連絡先'] },
    { heading: '2. 利用目的', paragraphs: ['印刷委託先は、提供された情報を名札とポスターの作成、納品および問い合わせ対応にのみ利用し、それ以外の目的には利用しません。'] },
    { heading: '3. 管理と削除', paragraphs: ['印刷委託先は、事務局との契約に基づき情報を安全に管理し、学会終了後30日以内にデータを削除します。'] },
    { heading: '4. お問い合わせ', paragraphs: ['Kaigi運営事務局　メール：privacy@kaigi.example'] },
  ],
};

export const kinkosEn: LegalDocument = {
  lang: 'en',
  title: 'Privacy Policy (Printing Service)',
  updated: 'Effective: 1 April 2026',
  intro: ['The conference entrusts the printing of name cards and posters to Kinko\'s Japan Co., Ltd. ("Printing Contractor"). This policy sets out how personal information is handled under that arrangement.'],
  sections: [
    { heading: '1. Information Provided', items: ['Name cards: your name (kanji and Latin letters), affiliation and participation category.', 'Poster printing: presenter name, affiliation, the poster file, and the pick-up method and contact details.'] },
    { heading: '2. Purpose', paragraphs: ['The Printing Contractor uses this information only to produce and deliver the name cards and posters and to answer questions about them, and for no other purpose.'] },
    { heading: '3. Safekeeping and Deletion', paragraphs: ['Under its contract with the Secretariat, the Printing Contractor keeps the information secure and deletes it within 30 days after the conference ends.'] },
    { heading: '4. Contact', paragraphs: ['Kaigi Secretariat. E-mail: privacy@kaigi.example'] },
  ],
};
