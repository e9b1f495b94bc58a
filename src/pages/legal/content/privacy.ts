import type { LegalDocument } from './types';

export const privacyJa: LegalDocument = {
  lang: 'ja',
  title: 'プライバシーポリシー',
  updated: '制定日：2026年4月1日',
  intro: ['Kaigi運営事務局（以下「事務局」）は、学術会議オンライン参加サービス「Kaigi」における利用者の個人情報を、個人情報の保護に関する法律その他の法令に従い、以下のとおり取り扱います。'],
  sections: [
    { heading: '1. 取得する情報', paragraphs: ['事務局は、会員登録、参加登録、発表登録およびお問い合わせの際に、次の情報を取得します。'], items: ['氏名（漢字、カナ、英字）、所属、役職、部署', 'メールアドレス、電話番号、住所', '学会の会員番号、研究分野のキーワード、プロフィール画像', '参加費の支払いに関する情報（カード番号は決済代行会社が保持し、事務局は保持しません）', '本サービスの利用履歴、アクセスログ、端末とブラウザの情報'] },
    { heading: '2. 利用目的', paragraphs: ['取得した情報は、次の目的に利用します。'], items: ['学会への参加登録、本人確認、参加資格の確認', '発表の受付、プログラムの作成、参加者名簿と名札の作成', '参加費の請求、領収書と参加証明書の発行', '学会に関するお知らせ、お問い合わせへの回答', 'サービスの改善と不正利用の防止のための統計的な分析'] },
    { heading: '3. 第三者提供', paragraphs: ['事務局は、法令に基づく場合、人の生命・身体・財産の保護に必要な場合、または本人の同意がある場合を除き、個人情報を第三者に提供しません。業務委託先への提供は、利用目的の達成に必要な範囲に限ります。'] },
    { heading: '4. 共同利用', paragraphs: ['会員の氏名、所属、会員番号および参加状況は、学会の主催団体と共同で利用します。共同利用の目的は学会の運営と会員管理であり、管理責任者は事務局です。'] },
    { heading: '5. 開示', paragraphs: ['本人から保有個人データの開示を求められた場合、本人であることを確認したうえで、遅滞なく開示します。開示請求には、受付から1か月以内に回答します。'] },
    { heading: '6. 訂正・削除', paragraphs: ['保有個人データの内容が事実と異なる場合、本人は訂正、追加、削除または利用停止を求めることができます。事務局は、調査のうえ必要な対応を行い、その結果を本人に通知します。'] },
    { heading: '7. お問い合わせ窓口', paragraphs: ['個人情報の取扱いに関するお問い合わせは、下記までご連絡ください。', 'Kaigi運営事務局 個人情報お問い合わせ窓口　メール：privacy@kaigi.example'] },
  ],
};

export const privacyEn: LegalDocument = {
  lang: 'en',
  title: 'Privacy Policy',
  updated: 'Effective: 1 April 2026',
  intro: ['The Kaigi Secretariat ("Secretariat") handles the personal information of users of Kaigi, its online academic-conference service, as set out below and in accordance with Japan\'s Act on the Protection of Personal Information and other laws.'],
  sections: [
    { heading: '1. Information We Acquire', paragraphs: ['When you register, sign up for a conference, submit a presentation or contact us, we acquire:'], items: ['your name (kanji, kana and Latin letters), affiliation, position and department;', 'your e-mail address, phone number and postal address;', 'your society member number, research keywords and profile image;', 'payment information (card numbers are kept by the payment provider, never by us); and', 'your use of the Service, access logs, and device and browser details.'] },
    { heading: '2. Purposes of Use', paragraphs: ['We use this information to:'], items: ['register you for the conference and confirm your identity and eligibility;', 'accept presentations and produce the programme, participant lists and name cards;', 'invoice fees and issue receipts and participation certificates;', 'send conference notices and answer enquiries; and', 'analyse use statistically to improve the Service and prevent misuse.'] },
    { heading: '3. Provision to Third Parties', paragraphs: ['We do not provide personal information to third parties except where the law requires it, where it is needed to protect a person\'s life, body or property, or with your consent. Contractors receive only what they need for the purposes above.'] },
    { heading: '4. Joint Use', paragraphs: ['Your name, affiliation, member number and participation status are used jointly with the organising society to run the conference and manage membership. The Secretariat is responsible for this joint use.'] },
    { heading: '5. Disclosure', paragraphs: ['If you ask us to disclose the personal data we hold about you, we will do so without delay once we have confirmed your identity. We answer every request within one month of receiving it.'] },
    { heading: '6. Correction', paragraphs: ['If the data we hold about you is wrong, you may ask us to correct, add to, delete or stop using it. We will investigate, act as needed and tell you the result.'] },
    { heading: '7. Contact', paragraphs: ['For questions about how we handle personal information, contact:', 'Kaigi Secretariat, Personal Information Desk. E-mail: privacy@kaigi.example'] },
  ],
};
