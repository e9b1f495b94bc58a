import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { uploads, users } from '../../server/db/schema';
import { requiredAnswers, tinyPng } from '../../devkit/answers';
import { buildTestApp, csrf, issueToken, postUser, type Part } from './helper';

let app: FastifyInstance;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp({ conference: 'strict-society', passwordHashCost: 'test', lookupRateLimit: 1000 });
  headers = await csrf(app);
});
afterAll(() => app.close());

const collate = (body: unknown) =>
  app.inject({
    method: 'POST',
    url: '/web_api/external_members/collate',
    payload: body as object,
    headers: { ...headers, 'content-type': 'application/json' },
  });

describe('POST /web_api/external_members/collate', () => {
  it('matches a member record across full width, case and spacing', async () => {
    const response = await collate({ memberCode: 'ｊｓｍ－１００１', nameSei: 'YAMADA ', nameMei: 'hanako', affiliation: 'University  of Tokyo' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      suggestionAttributes: { nameSei: 'Yamada', nameMei: 'Hanako', affiliation: 'University of Tokyo', externalMemberId: 'EXT-000101' },
      errors: [],
    });
  });

  it('names the fields that differ and offers the record to take over', async () => {
    const response = await collate({ memberCode: 'JSM-1001', nameSei: 'Yamada', nameMei: 'Hana', affiliation: 'Tokyo Univ.' });
    expect(response.json()).toEqual({
      ok: false,
      suggestionAttributes: { nameSei: 'Yamada', nameMei: 'Hanako', affiliation: 'University of Tokyo', externalMemberId: 'EXT-000101' },
      errors: [
        { field: 'name_mei', message: '会員情報と一致しません', messageEn: 'Does not match the member record' },
        { field: 'affiliation_attributes.name', message: '会員情報と一致しません', messageEn: 'Does not match the member record' },
      ],
    });
  });

  it('offers nothing to someone who knows only the number', async () => {
    const response = await collate({ memberCode: 'JSM-1001', nameSei: 'Nobody', nameMei: 'Else', affiliation: '' });
    expect(response.json().ok).toBe(false);
    expect(response.json()).not.toHaveProperty('suggestionAttributes');
  });

  it('says an unknown member number was not found, and refuses malformed bodies with 400', async () => {
    expect((await collate({ memberCode: 'JSM-9999', nameSei: 'a', nameMei: 'b', affiliation: 'c' })).json()).toEqual({
      ok: false,
      errors: [{ field: 'member_code', message: 'この会員番号は見つかりません', messageEn: 'This member number was not found' }],
    });
    for (const bad of [{ memberCode: 5 }, { memberCode: 'x'.repeat(51) }, { admin: true }]) {
      const response = await collate(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().messageEn).toEqual(expect.any(String));
    }
  });

  it('needs the CSRF token', async () => {
    const response = await app.inject({ method: 'POST', url: '/web_api/external_members/collate', payload: { memberCode: 'JSM-1001' } });
    expect(response.statusCode).toBe(403);
  });

  it('is rate-limited per client', async () => {
    const limited = await buildTestApp({ conference: 'strict-society', lookupRateLimit: 3 });
    const limitedHeaders = await csrf(limited);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await limited.inject({
        method: 'POST',
        url: '/web_api/external_members/collate',
        payload: { memberCode: `JSM-${i}` },
        headers: { ...limitedHeaders, 'content-type': 'application/json' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().messageEn).toBe('Too many requests. Try again in a moment');
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await limited.close();
  });

  it('is not offered when the conference does not collate', async () => {
    const demo = await buildTestApp();
    const response = await demo.inject({
      method: 'POST',
      url: '/web_api/external_members/collate',
      payload: { memberCode: 'JSM-1001' },
      headers: { ...(await csrf(demo)), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    await demo.close();
  });
});

describe('GET /web_api/postal_codes/:code', () => {
  it('finds the prefecture and address of a code, typed in full width or with a hyphen', async () => {
    for (const typed of ['1000001', '100-0001', '１００－０００１']) {
      const response = await app.inject({ url: `/web_api/postal_codes/${encodeURIComponent(typed)}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: '1000001', items: [{ pref: '東京都', address: '千代田区千代田' }] });
    }
  });

  it('answers no items for a code nobody uses', async () => {
    const response = await app.inject({ url: '/web_api/postal_codes/0000000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: '0000000', items: [] });
  });

  it('refuses anything but seven digits with a message in both languages', async () => {
    for (const bad of ['123456', '12345678', 'abcdefg', '%00', "1000001' OR 1=1"]) {
      const response = await app.inject({ url: `/web_api/postal_codes/${encodeURIComponent(bad)}` });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: '郵便番号は7桁の数字で入力してください', messageEn: 'Enter the postal code as 7 digits' });
    }
  });
});

describe('profile image upload', () => {
  const entries = (token: string): Part[] => [
    ['user[login_email_token]', token],
    ['user[registration_language]', 'en'],
    ['user[member_code]', 'JSM-1002'],
    ['user[honorific_title]', 'Prof.'],
    ['user[name_sei]', 'Suzuki'],
    ['user[name_mei]', 'Taro'],
    ['user[name_sei_kana]', 'スズキ'],
    ['user[name_mei_kana]', 'タロウ'],
    ['user[name_en1]', 'Taro'],
    ['user[name_en3]', 'Suzuki'],
    ['user[password]', 'Str0ng!pass'],
    ['user[password_confirmation]', 'Str0ng!pass'],
    ['user[jsi_membership]', 'member'],
    ['user[affiliation_attributes][kind]', 'university'],
    ['user[affiliation_attributes][name]', 'Kyoto University'],
    ['user[affiliation_attributes][name_en]', 'Kyoto University'],
    ['user[affiliation_attributes][laboratory_name]', 'Lab'],
    ['user[department]', 'Engineering'],
    ['user[rank]', 'Professor'],
    ['user[country]', 'JP'],
    ['user[address_type]', 'office'],
    ['user[zip_code]', '６０６－８５０１'],
    ['user[prefecture]', '京都府'],
    ['user[address]', '京都市左京区吉田本町'],
    ['user[phone_number]', '075-753-7531'],
    ['user[language]', 'en'],
    ['user[location]', 'online'],
    ['user[keyword_ids][]', '101'],
    ['user[keyword_ids][]', '201'],
    ['user[is_presentable]', 'true'],
    ['user[is_evaluatable]', 'false'],
    ['user[is_sponsor]', 'true'],
    ['user[is_reviewable]', 'false'],
    ['user[sns_linkedin_url]', 'https://www.linkedin.com/in/taro'],
    ['user[is_term_agreed]', 'true'],
    ['user[is_policy_agreed]', 'true'],
    ['custom_user_question_answer', JSON.stringify(requiredAnswers)],
  ];

  it('takes a PNG named .txt, stores it with its real type, and the collated member id', async () => {
    const token = await issueToken(app, { email: 'png@example.com' });
    const response = await postUser(app, [...entries(token), ['user[profile_image]', { name: 'photo.txt', type: 'text/plain', bytes: tinyPng }]], headers);
    expect(response.statusCode).toBe(201);
    const [user] = await app.db.select().from(users).where(eq(users.email, 'png@example.com'));
    expect(user).toMatchObject({ externalMemberId: 'EXT-000102', zipCode: '6068501', isPresentable: true, isSponsor: true });
    const [image] = await app.db.select().from(uploads).where(eq(uploads.userId, user!.id));
    expect(image).toMatchObject({ purpose: 'profile_image', fileName: 'photo.txt', contentType: 'image/png', byteSize: tinyPng.length });
    expect(Buffer.compare(image!.data, tinyPng)).toBe(0);
  });

  it('refuses a text file named .png, a GIF, a 6 MB and an 11 MB image, storing nothing', async () => {
    const before = (await app.db.select().from(users)).length;
    const big = Buffer.concat([tinyPng, Buffer.alloc(6 * 1024 * 1024)]);
    for (const [file, message] of [
      [{ name: 'photo.png', type: 'image/png', bytes: Buffer.from('just some text, not an image') }, 'Choose a JPEG or PNG image'],
      [{ name: 'photo.png', type: 'image/png', bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') }, 'Choose a JPEG or PNG image'],
      [{ name: 'big.png', type: 'image/png', bytes: big }, 'Choose a file of at most 5 MB'],
      // Over every part limit: the stream ends early, and the field still names its own limit.
      [{ name: 'huge.png', type: 'image/png', bytes: Buffer.concat([tinyPng, Buffer.alloc(11 * 1024 * 1024)]) }, 'Choose a file of at most 5 MB'],
    ] as const) {
      const response = await postUser(app, [...entries(await issueToken(app)), ['user[profile_image]', file]], headers);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toContainEqual(expect.objectContaining({ field: 'profile_image', messageEn: message }));
    }
    expect((await app.db.select().from(users)).length).toBe(before);
  });

  it('requires the image when the conference does, and refuses a stranger part', async () => {
    const missing = await postUser(app, entries(await issueToken(app)), headers);
    expect(missing.json().errors).toContainEqual({ field: 'profile_image', message: '必須項目です', messageEn: 'Required field' });
    const stray = await postUser(app, [...entries(await issueToken(app)), ['user[cv]', { name: 'cv.png', bytes: tinyPng }]], headers);
    expect(stray.statusCode).toBe(422);
    expect(stray.json().errors[0].field).toBe('user[cv]');
  });

  it('refuses a member number that does not match the names, under the fields', async () => {
    const wrong = entries(await issueToken(app)).map(([key, value]): Part => [key, key === 'user[name_mei]' ? 'Jiro' : value]);
    const response = await postUser(app, [...wrong, ['user[profile_image]', { name: 'me.png', bytes: tinyPng }]], headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'name_mei', message: '会員情報と一致しません', messageEn: 'Does not match the member record' }]);
  });
});

describe('ExternalMemberKinds (spec §7)', () => {
  const kindsQuery = '{ externalMemberKinds { id name nameEn value plans { id name nameEn price requiresMemberCode requiresCertificate } } }';
  it("answers the society's member kinds with their plans, in the file's order, to anyone", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: kindsQuery },
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    const { externalMemberKinds: kinds } = response.json().data;
    expect(kinds.map((kind: { value: string }) => kind.value)).toEqual(['regular', 'student', 'non_member']);
    expect(kinds[0]).toMatchObject({ id: 1, name: '正会員', nameEn: 'Regular member' });
    expect(kinds[0].plans[1]).toEqual({
      id: 12,
      name: '正会員（シニア）',
      nameEn: 'Regular member (senior)',
      price: 6000,
      requiresMemberCode: true,
      requiresCertificate: true,
    });
    // What the file leaves out reads as false.
    expect(kinds[2].plans[2]).toEqual({ id: 33, name: '招待者', nameEn: 'Invited guest', price: 0, requiresMemberCode: false, requiresCertificate: false });
  });

  it("shows each kind's plans as the payment settings state them, and the settings keep a plan a kind names", async () => {
    const { loadOperationSettings, updateOperationSettings } = await import('../../server/services/operationSettings');
    const { saveSettings } = await import('../../server/services/settingsStudio');
    const settings = await loadOperationSettings(app.db, 'strict-society', 'payment');
    const kinds = async () =>
      (
        await app.inject({ method: 'POST', url: '/graphql', payload: { query: kindsQuery }, headers: { ...headers, 'content-type': 'application/json' } })
      ).json().data.externalMemberKinds;
    await updateOperationSettings(app.db, 'strict-society', 'payment', {
      plans: settings.plans.map((plan) => (plan.id === 12 ? { ...plan, price: 6500 } : plan)),
    });
    try {
      expect((await kinds())[0].plans[1]).toMatchObject({ id: 12, price: 6500 });
      const [actor] = await app.db
        .insert(users)
        .values({
          conferenceId: 'strict-society',
          email: `kinds-${Date.now()}@example.com`,
          passwordHash: 'unused',
          role: 'manager',
          nameSei: 'K',
          nameMei: 'M',
          isTermAgreed: true,
          isPolicyAgreed: true,
        })
        .returning();
      const withoutStudent = { ...settings, plans: settings.plans.filter((plan) => plan.id !== 21) };
      await expect(saveSettings(app.db, 'strict-society', 'payment', { baseVersion: 0, value: withoutStudent, actor: actor! })).rejects.toMatchObject({
        statusCode: 409,
        messageKey: 'planOfMemberKind',
        errors: [
          {
            field: 'plans',
            message: 'プラン「学生会員」は会員種別「学生会員」が選べるプランのため削除できません。先に会員種別のプランを変更してください',
            messageEn: 'The plan "Student member" is one the member kind "Student member" may choose and cannot be removed. Change the member kinds first',
          },
        ],
      });
      expect((await loadOperationSettings(app.db, 'strict-society', 'payment')).plans.map((plan) => plan.id)).toContain(21);
    } finally {
      await updateOperationSettings(app.db, 'strict-society', 'payment', { plans: settings.plans });
    }
  });

  it('answers an empty list for a conference without kinds, and a GraphQL error for an unknown field', async () => {
    const demo = await buildTestApp({ conference: 'demo', passwordHashCost: 'test' });
    try {
      const demoHeaders = await csrf(demo);
      const answer = await demo.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: kindsQuery },
        headers: { ...demoHeaders, 'content-type': 'application/json' },
      });
      expect(answer.json().data.externalMemberKinds).toEqual([]);
      const wrong = await demo.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ externalMemberKinds { fee } }' },
        headers: { ...demoHeaders, 'content-type': 'application/json' },
      });
      expect(wrong.statusCode).toBe(400);
    } finally {
      await demo.close();
    }
  });
});
