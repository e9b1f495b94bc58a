import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import companies from '../fixtures/companies/demo.json';
import { ApiRequestError } from '../src/api/http';
import type { CurrentUser } from '../src/api/session';
import { BrowserWarning, RecommendedEnvironment } from '../src/kit/EnvironmentNotice';
import { ForgotPasswordPage } from '../src/pages/account/ForgotPasswordPage';
import { PasswordResetExpiredPage, PasswordResetForm } from '../src/pages/account/PasswordResetPages';
import { PreRegisterForm } from '../src/pages/account/PreRegisterPage';
import { CompaniesPage } from '../src/pages/companies/CompaniesPage';
import { Landing } from '../src/pages/home/HomePage';
import { LoggedInHome } from '../src/pages/home/LoggedInHome';
import { LoginForm } from '../src/pages/home/LoginForm';
import { VenueTransition } from '../src/pages/home/VenueTransition';
import { UnapprovedUsersPage } from '../src/pages/mng/UnapprovedUsersPage';
import { AccountIssuedView } from '../src/pages/signup/AccountIssued';
import { conferenceFixtures } from './fixtures';
import { MockApi } from './mockApi';

/** The landing page and every step of login, pre-registration, password reset, approval and company lists. */
const meta = { title: 'Pages/Sign-in area' } satisfies Meta;
export default meta;
type Story = StoryObj;

const conference = { ...conferenceFixtures.demo, version: 1 };
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const never = () => new Promise<never>(() => undefined);
const refuse = (status: number, key: string, variables: Record<string, number>, ja: string, en: string) => () =>
  Promise.reject(new ApiRequestError(status, ja, en, [], key, variables));

const attendee: CurrentUser = {
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
  approvalStatus: 'unapproved',
  isApproved: false,
  qualificationStatus: 'todo',
  isEvaluatable: false,
  isReviewable: false,
  isSponsor: false,
};
const approved: CurrentUser = { ...attendee, approvalStatus: 'approved', isApproved: true };
const manager: CurrentUser = {
  ...attendee,
  id: 2,
  email: 'manager@example.com',
  nameSei: '管理',
  nameMei: '太郎',
  nameEn1: 'Taro',
  nameEn3: 'Kanri',
  role: 'manager',
  isManager: true,
  approvalStatus: 'approved',
  isApproved: true,
};
const me = (user: CurrentUser | null) => ({ '/web_api/user_common_resources/optional_me': { isLoggedIn: Boolean(user), user } });

async function submitLogin(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/メールアドレス|Email address/), 'hanako@example.com');
  await userEvent.type(canvas.getByLabelText(/^(パスワード|Password)/), 'wrong password');
  await userEvent.click(canvas.getByRole('button', { name: /^(ログイン|Log in)$/ }));
}

export const LandingWithPreRegistration: Story = { render: () => <Landing conference={conference} onLoggedIn={() => undefined} userAgent={chrome} /> };
export const LandingWithoutPreRegistration: Story = {
  render: () => <Landing conference={{ ...conference, isPreRegisterEnabled: false }} onLoggedIn={() => undefined} userAgent={chrome} />,
};
export const LandingOnUnsupportedBrowser: Story = { render: () => <Landing conference={conference} onLoggedIn={() => undefined} userAgent={firefox} /> };
export const LoginMissingFields: Story = {
  render: () => <LoginForm onLoggedIn={() => undefined} submit={never} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(ログイン|Log in)$/ }));
  },
};
export const LoginBusy: Story = {
  render: () => <LoginForm onLoggedIn={() => undefined} submit={never} />,
  play: ({ canvasElement }) => submitLogin(canvasElement),
};
export const LoginWrongPassword: Story = {
  render: () => (
    <LoginForm
      onLoggedIn={() => undefined}
      submit={refuse(401, 'invalidCredentials', { remaining: 3 }, 'メールアドレスまたはパスワードが違います', 'Incorrect Email or Password')}
    />
  ),
  play: async ({ canvasElement }) => {
    await submitLogin(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/3/);
  },
};
export const LoginLocked: Story = {
  render: () => <LoginForm onLoggedIn={() => undefined} submit={refuse(423, 'accountLocked', { minutes: 30 }, 'ロック', 'Locked')} />,
  play: ({ canvasElement }) => submitLogin(canvasElement),
};
export const LoginOtherFailure: Story = {
  render: () => <LoginForm onLoggedIn={() => undefined} submit={() => Promise.reject(new TypeError('Failed to fetch'))} />,
  play: ({ canvasElement }) => submitLogin(canvasElement),
};
export const MovingToTheVenue: Story = { render: () => <VenueTransition onDone={() => undefined} stepMs={60} /> };

const resources = (user: CurrentUser, accessCount: number) => ({ '/web_api/user_common_resources': { me: user, accessCount } });
export const LoggedInUnapproved: Story = {
  render: () => (
    <MockApi responses={resources(attendee, 42)}>
      <LoggedInHome user={attendee} onLoggedOut={() => undefined} />
    </MockApi>
  ),
};
export const LoggedInApproved: Story = {
  render: () => (
    <MockApi responses={resources(approved, 1)}>
      <LoggedInHome user={approved} onLoggedOut={() => undefined} />
    </MockApi>
  ),
};
export const LoggedInManager: Story = {
  render: () => (
    <MockApi responses={resources(manager, 128)}>
      <LoggedInHome user={manager} onLoggedOut={() => undefined} />
    </MockApi>
  ),
};

const fillEmail = async (canvasElement: HTMLElement, email: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/メールアドレス|Email address/), email);
  await userEvent.click(canvas.getByRole('button'));
};
export const PreRegistration: Story = { render: () => <PreRegisterForm submit={never} /> };
export const PreRegistrationInvalidEmail: Story = {
  render: () => <PreRegisterForm submit={never} />,
  play: ({ canvasElement }) => fillEmail(canvasElement, 'not-an-address'),
};
export const PreRegistrationEmailUsed: Story = {
  render: () => (
    <PreRegisterForm
      submit={() =>
        Promise.reject(
          new ApiRequestError(422, 'このメールアドレスは既に使用されています', 'This email address is already used', [
            { field: 'pre_register[email]', message: 'このメールアドレスは既に使用されています', messageEn: 'This email address is already used' },
          ]),
        )
      }
    />
  ),
  play: ({ canvasElement }) => fillEmail(canvasElement, 'hanako@example.com'),
};
export const PreRegistrationSent: Story = {
  render: () => <PreRegisterForm submit={() => Promise.resolve({ ok: true })} />,
  play: ({ canvasElement }) => fillEmail(canvasElement, 'newcomer@example.com'),
};

export const ForgotPassword: Story = { render: () => <ForgotPasswordPage submit={never} /> };
/** A visitor who is signed in already is told so, with the ways on (issue 68, item 27). */
export const ForgotPasswordSignedIn: Story = {
  render: () => (
    <MockApi responses={{ '/web_api/user_common_resources/optional_me': { isLoggedIn: true, user: attendee, impersonator: null } }}>
      <ForgotPasswordPage submit={never} />
    </MockApi>
  ),
};
export const ForgotPasswordNotRegistered: Story = {
  render: () => (
    <ForgotPasswordPage
      submit={() => Promise.reject(new ApiRequestError(422, 'このメールアドレスは登録されていません', 'This email address is not registered'))}
    />
  ),
  play: ({ canvasElement }) => fillEmail(canvasElement, 'stranger@example.com'),
};
export const ForgotPasswordSent: Story = {
  render: () => <ForgotPasswordPage submit={() => Promise.resolve({ ok: true })} />,
  play: ({ canvasElement }) => fillEmail(canvasElement, 'hanako@example.com'),
};

const typePasswords = async (canvasElement: HTMLElement, password: string, confirmation: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvasElement.querySelector<HTMLInputElement>('#field-password')!, password);
  await userEvent.type(canvasElement.querySelector<HTMLInputElement>('#field-passwordConfirmation')!, confirmation);
  await userEvent.click(canvas.getByRole('button'));
};
export const PasswordResetPolicy0: Story = { render: () => <PasswordResetForm level={0} submit={never} onExpired={() => undefined} /> };
export const PasswordResetPolicy2: Story = { render: () => <PasswordResetForm level={2} submit={never} onExpired={() => undefined} /> };
export const PasswordResetPolicyNotMet: Story = {
  render: () => <PasswordResetForm level={2} submit={never} onExpired={() => undefined} />,
  play: ({ canvasElement }) => typePasswords(canvasElement, 'password', 'password'),
};
export const PasswordResetMismatch: Story = {
  render: () => <PasswordResetForm level={0} submit={never} onExpired={() => undefined} />,
  play: ({ canvasElement }) => typePasswords(canvasElement, 'Renewed-2026!', 'Renewed-2026?'),
};
export const PasswordResetDone: Story = {
  render: () => <PasswordResetForm level={0} submit={() => Promise.resolve()} onExpired={() => undefined} />,
  play: ({ canvasElement }) => typePasswords(canvasElement, 'Renewed-2026!', 'Renewed-2026!'),
};
export const PasswordResetLinkExpired: Story = { render: () => <PasswordResetExpiredPage /> };

export const AccountIssuedStandard: Story = {
  render: () => <AccountIssuedView settings={{ isQualificationRequired: false, isQualificationClosed: false, isQualificationOpenOnlyForMng: false }} />,
};
export const AccountIssuedQualificationRequired: Story = {
  render: () => <AccountIssuedView settings={{ isQualificationRequired: true, isQualificationClosed: false, isQualificationOpenOnlyForMng: false }} />,
};

const waiting = [
  { ...attendee, createdAt: '2026-11-20T01:23:00Z' },
  { ...attendee, id: 3, email: 'taro@example.jp', nameSei: '佐藤', nameMei: '太郎', nameEn1: 'Taro', nameEn3: 'Sato', createdAt: '2026-11-21T09:00:00Z' },
];
export const ApprovalsList: Story = {
  render: () => (
    <MockApi responses={{ ...me(manager), '/web_api/mng/users?approval=unapproved': { users: waiting } }}>
      <UnapprovedUsersPage />
    </MockApi>
  ),
};
export const ApprovalsNoneWaiting: Story = {
  render: () => (
    <MockApi responses={{ ...me(manager), '/web_api/mng/users?approval=unapproved': { users: [] } }}>
      <UnapprovedUsersPage />
    </MockApi>
  ),
};
export const ApprovalsNotAManager: Story = {
  render: () => (
    <MockApi responses={me(attendee)}>
      <UnapprovedUsersPage />
    </MockApi>
  ),
};

export const RelatedCompanies: Story = {
  render: () => (
    <MockApi responses={{ '/web_api/related_companies': companies.relatedCompanies }}>
      <CompaniesPage kind="related" />
    </MockApi>
  ),
};
export const SupportingCompanies: Story = {
  render: () => (
    <MockApi responses={{ '/web_api/supporting_companies': companies.supportingCompanies }}>
      <CompaniesPage kind="supporting" />
    </MockApi>
  ),
};
export const CompaniesNoneListed: Story = {
  render: () => (
    <MockApi responses={{ '/web_api/related_companies': [] }}>
      <CompaniesPage kind="related" />
    </MockApi>
  ),
};
export const CompaniesFetchError: Story = {
  render: () => (
    <MockApi responses={{ '/web_api/supporting_companies': new Error('500') }}>
      <CompaniesPage kind="supporting" />
    </MockApi>
  ),
};

export const RecommendedEnvironmentBox: Story = { render: () => <RecommendedEnvironment /> };
export const UnsupportedBrowserWarning: Story = { render: () => <BrowserWarning userAgent={firefox} /> };
