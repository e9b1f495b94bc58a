import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import commissionsFile from '../fixtures/commissions/demo.json';
import { redactPerson, visibilityFor, type PersonEntry } from '../engine/commission/visibility';
import type { CommissionsFile, ProgramCompositionPreference, ViewerRole, ViewerStatus } from '../schemas/commissions';
import type { Commission, ProgramSession } from '../src/api/commissions';
import { commissionKey, commissionLoginEmailKey, preferenceKey } from '../src/api/commissions';
import { ApiRequestError } from '../src/api/http';
import type { CurrentUser } from '../src/api/session';
import { RequestLettersWidget } from '../src/forms/widgets/RequestLettersWidget';
import { Loading } from '../src/kit/Loading';
import { InvitationPage, type InvitationCalls } from '../src/pages/commission/InvitationPage';
import { RequestCard } from '../src/pages/commission/RequestCard';
import { SessionCard } from '../src/pages/commission/SessionCard';
import { useState } from 'react';
import { CommitterDone, CommitterFrame } from '../src/pages/committer/CommitterFrame';
import { CommitterSignupFlow, type CommitterSignupFlowProps } from '../src/pages/committer/CommitterSignupFlow';
import { CommitterSignupPage } from '../src/pages/committer/CommitterSignupPage';
import { conferenceFixtures } from './fixtures';
import { MockApi } from './mockApi';

/** The chairperson and presenter answer pages in every state, the session card and the commission registration form. */
const meta = { title: 'Pages/Commission area' } satisfies Meta;
export default meta;
type Story = StoryObj;

const file = commissionsFile as unknown as CommissionsFile;
const preference = file.preference as ProgramCompositionPreference;
const conference = { ...conferenceFixtures.demo, version: 1 };
const [designated, general] = file.sessions;

const user: CurrentUser = {
  id: 1,
  email: 'hanako@example.com',
  nameSei: 'Yamada',
  nameMei: 'Hanako',
  nameSeiKanji: '山田',
  nameMeiKanji: '花子',
  nameEn1: 'Hanako',
  nameEn3: 'Yamada',
  role: 'attendee',
  isManager: false,
  approvalStatus: 'approved',
  isApproved: true,
  qualificationStatus: 'done',
  isEvaluatable: false,
  isReviewable: false,
  isSponsor: false,
};

/** A session as the server sends it to this viewer: the visibility table applied. */
function sessionFor(source: typeof designated, role: ViewerRole, status: ViewerStatus, ownCode: string): ProgramSession {
  const { commissions, ...details } = source!;
  const visibility = visibilityFor(preference, role, status, source!.kind);
  const people = (who: ViewerRole, state: 'accepted' | 'candidate'): PersonEntry[] =>
    visibility.names
      ? commissions
          .filter((c) => c.role === who && c.status === state && c.code !== ownCode)
          .map((c, i) =>
            redactPerson(
              {
                id: i + 1,
                name1: c.person.name1,
                name2: c.person.name2,
                name3: c.person.name3 ?? null,
                affiliationName: c.person.affiliationName ?? null,
                cvImage: null,
                cvText: c.person.cvText ?? null,
                presentationMinutes: c.presentationMinutes ?? null,
                qaMinutes: c.qaMinutes ?? null,
                presentationApplication: c.presentationApplication
                  ? {
                      name: c.presentationApplication.name ?? '',
                      nameEn: c.presentationApplication.nameEn ?? null,
                      abstract: c.presentationApplication.abstract ?? null,
                      abstractEn: c.presentationApplication.abstractEn ?? null,
                    }
                  : null,
              },
              visibility,
            ),
          )
      : [];
  return {
    ...(details as unknown as ProgramSession),
    startAt: source!.startAt ?? null,
    endAt: source!.endAt ?? null,
    organizerRemark: preference.isRequireOrganizerRemark ? (source!.organizerRemark ?? null) : null,
    organizerRemarkEn: preference.isRequireOrganizerRemark ? (source!.organizerRemarkEn ?? null) : null,
    acceptedOrganizerCommissions: people('organizer', 'accepted'),
    acceptedPresenterCommissions: people('presenter', 'accepted'),
    candidateOrganizerCommissions: people('organizer', 'candidate'),
    candidatePresenterCommissions: people('presenter', 'candidate'),
    visibility,
  };
}

function commissionFor(source: typeof designated, code: string, status: ViewerStatus): Commission {
  const c = source!.commissions.find((item) => item.code === code)!;
  return {
    code,
    roleName: c.roleName ?? null,
    roleNameEn: c.roleNameEn ?? null,
    note: c.note ?? null,
    noteEn: c.noteEn ?? null,
    updatedAt: c.updatedAt ?? '2026-11-20T10:00:00+09:00',
    attachments: c.attachments ?? [],
    startTime: c.startTime ?? null,
    endTime: c.endTime ?? null,
    presentationMinutes: c.presentationMinutes ?? null,
    qaMinutes: c.qaMinutes ?? null,
    programSession: sessionFor(source, c.role, status, code),
  };
}

/** The registration as the page shows it: its frame around the form, then what comes next. */
function CommitterStory({ kind, ...flow }: Omit<CommitterSignupFlowProps, 'onDone'> & { kind: 'organizer' | 'other' }) {
  const [done, setDone] = useState(false);
  if (done) return <CommitterDone />;
  return (
    <CommitterFrame kind={kind} isDummy={flow.isDummy}>
      <CommitterSignupFlow {...flow} onDone={() => setDone(true)} />
    </CommitterFrame>
  );
}

const ok: InvitationCalls = { answer: () => Promise.resolve({ ok: true }), answerWithRegister: () => Promise.resolve({ ok: true }) };
const failing: InvitationCalls = {
  answer: () => Promise.reject(new ApiRequestError(409, 'この依頼には既に回答済みです', 'This request has already been answered')),
  answerWithRegister: () => Promise.reject(new ApiRequestError(503, 'メールを送信できませんでした', 'The mail could not be sent')),
};

interface PageArgs {
  role: ViewerRole;
  signedIn?: boolean;
  session?: typeof designated;
  code?: string;
  pref?: ProgramCompositionPreference;
  commission?: unknown;
  calls?: InvitationCalls;
}

/** The page as the route renders it; the code in the address is empty in Storybook's router. */
function Page({ role, signedIn = false, session = designated, code, pref = preference, commission, calls = ok }: PageArgs) {
  const invite = code ?? (role === 'organizer' ? 'chair-101-invite' : 'pres-101-invite');
  return (
    <MockApi
      responses={{
        '/web_api/conference': conference,
        [preferenceKey]: pref,
        '/web_api/user_common_resources/optional_me': { isLoggedIn: signedIn, user: signedIn ? user : null },
        [commissionKey(role, '')]: commission ?? commissionFor(session, invite, signedIn ? 'registered' : 'candidate'),
      }}
    >
      <InvitationPage role={role} calls={calls} />
    </MockApi>
  );
}

const showPeople = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('switch'));
};
const decline = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: /お断りします|I decline/ }));
  await userEvent.type(canvas.getByRole('textbox', { name: /コメント|Comment/ }), '日程が合いません');
  await userEvent.click(canvas.getByRole('button', { name: /回答を送信する|Send the answer/ }));
};
const registerByMail = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  const field =
    canvasElement.querySelector<HTMLInputElement>('#field-register-email') ?? (await canvas.findByRole('textbox', { name: /メールアドレス|Email address/ }));
  await userEvent.type(field, 'new.presenter@example.com');
  await userEvent.click(canvas.getByRole('button', { name: /登録メール|registration mail/ }));
};

export const ChairpersonRequest: Story = { render: () => <Page role="organizer" /> };
/** The request reads while the answer card's code is still on its way (a slow network). */
export const ChairpersonRequestAnswerLoading: Story = {
  render: () => (
    <MockApi responses={{ '/web_api/conference': conference, '/web_api/user_common_resources/optional_me': { isLoggedIn: false, user: null } }}>
      <RequestCard
        role="organizer"
        commission={commissionFor(designated, 'chair-101-invite', 'candidate')}
        preference={preference}
        conferenceTitle={conference.conferenceTitle}
      />
      <Loading />
    </MockApi>
  ),
};
export const ChairpersonRequestWithPeople: Story = { render: () => <Page role="organizer" />, play: showPeople };
export const ChairpersonSignedIn: Story = { render: () => <Page role="organizer" signedIn />, play: showPeople };
export const ChairpersonDeclined: Story = {
  render: () => <Page role="organizer" />,
  play: async (context) => {
    await decline(context);
    await expect(await within(context.canvasElement).findByRole('heading', { name: /ご回答ありがとうございました|Thank you for your answer/ })).toBeVisible();
  },
};
export const ChairpersonAnswerFails: Story = { render: () => <Page role="organizer" calls={failing} />, play: decline };
export const ChairpersonCheckMail: Story = {
  render: () => <Page role="organizer" />,
  play: async (context) => {
    await registerByMail(context);
    await expect(await within(context.canvasElement).findByRole('heading', { name: /登録メールを送信しました|We sent you a registration mail/ })).toBeVisible();
  },
};
export const ChairpersonRegisterMailFails: Story = { render: () => <Page role="organizer" calls={failing} />, play: registerByMail };
export const PresenterDesignatedRequest: Story = { render: () => <Page role="presenter" /> };
export const PresenterDesignatedWithPeople: Story = { render: () => <Page role="presenter" />, play: showPeople };
export const PresenterGeneralRequest: Story = { render: () => <Page role="presenter" session={general} code="pres-102-invite" />, play: showPeople };
export const PresenterGeneralSignedIn: Story = { render: () => <Page role="presenter" session={general} code="pres-102-invite" signedIn />, play: showPeople };
export const PresenterDeclined: Story = { render: () => <Page role="presenter" />, play: decline };
export const PresenterEmailInvalid: Story = {
  render: () => <Page role="presenter" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /登録メール|registration mail/ }));
  },
};
export const OutsideAnswerPeriod: Story = { render: () => <Page role="presenter" pref={{ ...preference, commissionEndAt: '2026-06-30T23:59:59+09:00' }} /> };
export const NotYetOpen: Story = { render: () => <Page role="organizer" pref={{ ...preference, commissionStartAt: '2099-01-01T00:00:00+09:00' }} /> };
export const RequestNotFound: Story = {
  render: () => <Page role="organizer" commission={new ApiRequestError(404, '依頼データが見つかりません', 'Request data not found')} />,
};
export const LoadFailed: Story = { render: () => <Page role="presenter" commission={new ApiRequestError(500, 'サーバーエラー', 'Server error')} /> };

export const SessionCardDesignated: Story = { render: () => <SessionCard session={sessionFor(designated, 'organizer', 'registered', '')} /> };
export const SessionCardUndecided: Story = { render: () => <SessionCard session={sessionFor(general, 'presenter', 'candidate', '')} /> };

const token = 'story-token';
export const CommissionFormDemo: Story = {
  render: () => (
    <CommitterStory
      token={token}
      email="new.presenter@example.com"
      kind="other"
      isDummy={false}
      settings={conferenceFixtures.demo}
      submit={() => Promise.resolve({ ok: true, id: 1, email: '' })}
    />
  ),
};
export const CommissionFormStrict: Story = {
  render: () => (
    <CommitterStory token={`${token}-strict`} email="chair@example.com" kind="organizer" isDummy={false} settings={conferenceFixtures['strict-society']} />
  ),
};
export const CommissionFormErrors: Story = {
  render: () => <CommitterStory token={`${token}-errors`} email="chair@example.com" kind="organizer" isDummy={false} settings={conferenceFixtures.demo} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^(登録する|Register)$/ }));
  },
};
export const CommissionFormDummy: Story = {
  render: () => <CommitterStory token={`${token}-dummy`} email="dummy@example.com" kind="other" isDummy settings={conferenceFixtures.demo} />,
};
/** The link is good and the intro and notice show; the form's code is still on its way. */
export const CommissionFormLoading: Story = {
  render: () => (
    <CommitterFrame kind="organizer" isDummy={false}>
      <Loading />
    </CommitterFrame>
  ),
};
/** Registered. */
export const CommissionFormDone: Story = { render: () => <CommitterDone /> };
export const CommissionLinkExpired: Story = {
  render: () => (
    <MockApi responses={{ [commissionLoginEmailKey('')]: { ok: false }, '/web_api/conference': conference }}>
      <CommitterSignupPage />
    </MockApi>
  ),
};

const widgetProps = (value: unknown) =>
  ({
    id: 'root_requestLetterFormats',
    name: 'requestLetterFormats',
    label: 'Request letter format / 依頼状の書式',
    value,
    required: true,
    onChange: () => undefined,
    onBlur: () => undefined,
    onFocus: () => undefined,
    options: {},
    schema: {},
    registry: {} as never,
    rawErrors: [],
  }) as unknown as Parameters<typeof RequestLettersWidget>[0];
export const RequestLettersEmpty: Story = { render: () => <RequestLettersWidget {...widgetProps([])} /> };
export const RequestLettersUploaded: Story = {
  render: () => (
    <RequestLettersWidget
      {...widgetProps([
        { code: '0f8fad5b-d9cb-469f-a165-70867728950e', fileName: '依頼状の書式.pdf', url: '#' },
        { code: '7c9e6679-7425-40de-944b-e07fc1f90ae7', fileName: 'request-letter-format.pdf', url: '#' },
      ])}
    />
  ),
};
