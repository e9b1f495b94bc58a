import { SignedInNotice } from './SignedInNotice';
import { Navigate } from 'react-router-dom';
import { preRegister } from '../../api/account';
import { useConference } from '../../api/get-conference';
import { Loading, LoadError } from '../../kit/Loading';
import { EmailRequestCard } from './EmailRequestCard';

const texts = {
  title: 'preRegister.title',
  lead: 'preRegister.lead',
  submit: 'preRegister.submit',
  sentTitle: 'preRegister.sentTitle',
  sentBody: 'preRegister.sentBody',
  sentNote: 'preRegister.sentNote',
};

/** The form, then the "invitation sent" screen (§2, §4). */
export function PreRegisterForm({ submit = preRegister }: { submit?: typeof preRegister }) {
  return <EmailRequestCard id="pre-register-title" storageKey="preRegister.email" wireField="pre_register[email]" submit={submit} texts={texts} />;
}

/** Route /pre_register/new: only when the conference enables pre-registration, else back to /. */
export function PreRegisterPage() {
  const { data, error, mutate } = useConference();
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (!data) return <Loading />;
  if (!data.isPreRegisterEnabled) return <Navigate to="/" replace />;
  return (
    <>
      <SignedInNotice />
      <PreRegisterForm />
    </>
  );
}
