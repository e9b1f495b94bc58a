import { countryCodes, inJapan } from '../lists/countries';
import { prefectures } from '../lists/prefectures';
import { isPostalCode, normalizePostalCode, POSTAL_CODE_PATTERN } from '../postalCode';
import type { RegistryField } from './fieldTypes';
import { text, phone, label, choice, always, flag, kind, both, abroad } from './fieldKit';

/** Field registry rows: The address, which follows the country, and the phone (section address). */
export const addressFields: readonly RegistryField[] = [
  {
    path: 'country',
    section: 'address',
    label: label('国・地域', 'Country or region'),
    schema: { type: 'string' },
    choices: 'countries',
    values: countryCodes,
    asked: both(flag('isRequireUserCountry')),
    stored: { users: 'country' },
  },
  {
    path: 'addressType',
    section: 'address',
    label: label('住所の種類', 'Address type'),
    schema: { type: 'string' },
    widget: 'radio',
    choices: [choice('home', '自宅', 'Home'), choice('office', '勤務先', 'Office')],
    asked: both(flag('isRequireUserAddressType')),
    stored: { users: 'addressType' },
  },
  {
    path: 'zipCode',
    section: 'address',
    label: label('郵便番号', 'Postal code'),
    schema: text(20),
    widget: 'postalCode',
    // Japanese codes typed in full width or with a hyphen become seven digits; others stay as typed.
    normalize: (value) => (isPostalCode(normalizePostalCode(value)) ? normalizePostalCode(value) : value.trim()),
    // A Japanese postal code is seven digits; abroad, codes take any form.
    refine: { when: inJapan, schema: { pattern: POSTAL_CODE_PATTERN } },
    messages: { pattern: 'postalCodeDigits' },
    asked: both(flag('isRequireUserZipCode')),
    stored: { users: 'zipCode' },
  },
  {
    path: 'prefecture',
    section: 'address',
    label: label('都道府県', 'Prefecture'),
    schema: { type: 'string' },
    choices: prefectures,
    asked: {
      registration: { rule: flag('isRequireUserPrefecture'), onlyWhen: inJapan },
      commission: { rule: flag('isRequireUserPrefecture'), onlyWhen: inJapan },
    },
    stored: { users: 'prefecture' },
  },
  {
    path: 'address',
    section: 'address',
    label: label('住所', 'Address'),
    schema: text(),
    // The commission form asks one address line wherever the person lives.
    asked: { registration: { rule: flag('isRequireUserAddress'), onlyWhen: inJapan }, commission: { rule: flag('isRequireUserAddress') } },
    stored: { users: 'address' },
  },
  {
    path: 'province',
    section: 'address',
    label: label('州・県', 'State or province'),
    schema: text(),
    asked: { registration: { rule: always('required'), onlyWhen: abroad } },
    stored: { users: 'province' },
  },
  {
    path: 'city',
    section: 'address',
    label: label('市区町村', 'City'),
    schema: text(),
    asked: { registration: { rule: always('required'), onlyWhen: abroad } },
    stored: { users: 'city' },
  },
  {
    path: 'streetAddress',
    section: 'address',
    label: label('番地', 'Street address'),
    schema: text(),
    asked: { registration: { rule: always('required'), onlyWhen: abroad } },
    stored: { users: 'streetAddress' },
  },
  {
    path: 'building',
    section: 'address',
    label: label('建物名', 'Building'),
    schema: text(),
    asked: { registration: { rule: always('optional') } },
    stored: { users: 'building' },
  },
  {
    path: 'phoneNumber',
    section: 'address',
    label: label('電話番号', 'Phone number'),
    schema: phone,
    messages: { pattern: 'halfWidthPhone' },
    asked: both(kind('userFormPhoneKind')),
    stored: { users: 'phoneNumber' },
  },
  {
    path: 'addressExtension',
    section: 'address',
    label: label('内線番号', 'Extension'),
    schema: text(20),
    asked: { registration: { rule: always('optional') } },
    stored: { users: 'addressExtension' },
  },
];
