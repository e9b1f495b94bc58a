/** Answers to every required question of fixtures/custom-questions/demo.json (also strict-society). */
export const Q = {
  title: '6f1c1e2a-5b1d-4c55-9a0e-0d6c1b2a7f01',
  html: '6f1c1e2a-5b1d-4c55-9a0e-0d6c1b2a7f0a',
  text: '6f1c1e2a-5b1d-4c55-9a0e-0d6c1b2a7f04',
  textarea: '6f1c1e2a-5b1d-4c55-9a0e-0d6c1b2a7f03',
  textArray: '6f1c1e2a-5b1d-4c55-9a0e-0d6c1b2a7f05',
  switch: '6f1c1e2a-5b1d-4c55-9a0e-0d6c1b2a7f06',
  checkbox: '6f1c1e2a-5b1d-4c55-9a0e-0d6c1b2a7f07',
  singleCheckbox: '6f1c1e2a-5b1d-4c55-9a0e-0d6c1b2a7f08',
  select: '6f1c1e2a-5b1d-4c55-9a0e-0d6c1b2a7f09',
  radio: '6f1c1e2a-5b1d-4c55-9a0e-0d6c1b2a7f02',
  rate: '6f1c1e2a-5b1d-4c55-9a0e-0d6c1b2a7f0b',
  date: '6f1c1e2a-5b1d-4c55-9a0e-0d6c1b2a7f0c',
  file: '6f1c1e2a-5b1d-4c55-9a0e-0d6c1b2a7f0d',
  hiddenLabel: '6f1c1e2a-5b1d-4c55-9a0e-0d6c1b2a7f0e',
} as const;

export const requiredAnswers = {
  [Q.text]: '評議員',
  [Q.textArray]: ['佐藤 一郎'],
  [Q.checkbox]: ['sensors'],
  [Q.singleCheckbox]: true,
  [Q.select]: 'M',
  [Q.radio]: 'yes',
  [Q.rate]: 7,
  [Q.date]: '2027-09-01',
};

/** The smallest PNG there is: 1x1, one pixel. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
