/** A legal document as data: the page renders it; the text is written for this project. */
export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface LegalDocument {
  lang: 'ja' | 'en';
  title: string;
  updated: string;
  intro: string[];
  sections: LegalSection[];
}
