import type { LegalDocument } from './types';

export const termsEn: LegalDocument = {
  lang: 'en',
  title: 'Terms of Use',
  updated: 'Effective: 1 April 2026',
  intro: [
    'These Terms of Use ("Terms") set out the conditions for using Kaigi, the online academic-conference service ("Service") provided by the Kaigi Secretariat ("Secretariat"). Everyone who uses the Service ("Member") does so on the condition of accepting these Terms. Where this English version and the Japanese version differ, the Japanese version prevails.',
  ],
  sections: [
    { heading: 'Article 1 (Application)', paragraphs: ['These Terms apply to every relationship between a Member and the Secretariat concerning the use of the Service. Specific rules and notices the Secretariat posts on the Service form part of these Terms.'] },
    { heading: 'Article 2 (Revision)', paragraphs: ['The Secretariat may revise these Terms when it considers it necessary, without notifying Members. The revised Terms take effect when posted on the Service; a Member who uses the Service afterwards is deemed to accept them.'] },
    { heading: 'Article 3 (Description of the Service)', paragraphs: ['The Service provides online conference registration, submission and viewing of presentations, payment of fees, evaluation, discussion and related functions. The functions offered depend on each conference\'s settings and may change without notice.'] },
    { heading: 'Article 4 (Member Responsibility)', paragraphs: ['Members use the Service at their own responsibility and keep their registered e-mail address and password safe. Anything done with a Member\'s account is treated as done by that Member. A Member who learns of unauthorised use must tell the Secretariat at once.'] },
    { heading: 'Article 5 (Environment)', paragraphs: ['Members provide, at their own cost and responsibility, the devices, connections and software needed to use the Service. Operation outside the recommended environments is not guaranteed.'] },
    {
      heading: 'Article 6 (Membership)',
      paragraphs: [
        'A person who wishes to use the Service applies for membership in the way the Secretariat specifies and becomes a Member when the Secretariat approves the application.',
        'If a Member violates these Terms, the Secretariat may deregister the Member without prior notice.',
      ],
    },
    {
      heading: 'Article 7 (Suspension)',
      paragraphs: ['The Secretariat may, without prior notice, suspend all or part of a Member\'s use of the Service or deregister the Member if the Member:'],
      items: ['violates any provision of these Terms;', 'is found to have registered false information;', 'fails to pay fees due; or', 'is otherwise judged by the Secretariat unsuitable to use the Service.'],
    },
    { heading: 'Article 8 (Links)', paragraphs: ['The Secretariat is not responsible for the content of third-party websites that link to or from the Service.'] },
    { heading: 'Article 9 (Personal Information)', paragraphs: ['The Secretariat handles Members\' personal information in accordance with its Privacy Policy.'] },
    { heading: 'Article 10 (Subcontracting)', paragraphs: ['The Secretariat may entrust all or part of the operation of the Service to third parties. It then imposes obligations equivalent to these Terms on them and supervises them appropriately.'] },
    { heading: 'Article 11 (Rights)', paragraphs: ['Copyright and other intellectual property rights in the Service belong to the Secretariat or their rightful holders. Copyright in materials a Member submits stays with the Member, who grants the Secretariat a free licence to use them as far as needed to run and record the conference.'] },
    {
      heading: 'Article 12 (Prohibited Acts)',
      paragraphs: ['When using the Service, Members must not:'],
      items: ['break the law or public order and morals;', 'infringe the rights of other Members, third parties or the Secretariat;', 'record, copy or redistribute presentations or streamed video without permission;', 'interfere with the operation of the Service, or gain or attempt unauthorised access; or', 'transfer, lend or share their account with anyone else.'],
    },
    {
      heading: 'Article 13 (Fees)',
      paragraphs: [
        'Fees are those the conference sets and are paid by credit card in a single lump-sum payment; instalments are not available.',
        'The cardholder must be the Member. Fees paid are not refunded unless the conference provides otherwise.',
      ],
    },
    { heading: 'Article 14 (Reporting Changes)', paragraphs: ['A Member whose registered details (name, affiliation, e-mail address and so on) change must update them on the Service without delay. The Secretariat is not responsible for any disadvantage caused by a failure to do so.'] },
    { heading: 'Article 15 (Disclaimer)', paragraphs: ['Except in cases of its wilful misconduct or gross negligence, the Secretariat is not liable for damage a Member suffers from interruption or suspension of the Service, loss of data, communication failures or anything else related to the Service.'] },
    {
      heading: 'Article 16 (Damages)',
      paragraphs: [
        'Where a Member suffers damage through the Secretariat\'s slight negligence, the Secretariat\'s liability is limited to 10,000 yen.',
        'Where the Member is a business, the limit is instead the total fees the Secretariat received from that Member in the 6 months before the damage occurred.',
      ],
    },
    { heading: 'Article 17 (Notification)', paragraphs: ['The Secretariat notifies Members by posting on the Service or by e-mail to the registered address. An e-mail notice is deemed delivered when sent.'] },
    { heading: 'Article 18 (Governing Law)', paragraphs: ['These Terms are governed by the laws of Japan.'] },
    { heading: 'Article 19 (Jurisdiction)', paragraphs: ['The Tokyo District Court has exclusive jurisdiction in the first instance over any dispute concerning the Service.'] },
  ],
};
