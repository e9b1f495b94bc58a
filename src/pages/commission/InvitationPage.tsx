import { useState } from 'react';
import { Noting } from '../../features/notings/Noting';
import { notingKeys } from '../../../engine/notings/notingKeys';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useCommissionTranslation } from './strings';
import { useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { defaultAnswer, type AnswerKind } from '../../../engine/commission/answer';
import { formatConferenceDays, isWithinPeriod } from '../../../engine/commission/dates';
import { localize } from '../../../engine/messages';
import type { ViewerRole } from '../../../schemas/commissions';
import { answerCommission, answerWithRegister, useCommission, usePreference } from '../../api/commissions';
import { useConference } from '../../api/get-conference';
import { ApiRequestError } from '../../api/http';
import { logOut, optionalMeKey, useOptionalMe } from '../../api/session';
import { Loading, LoadError, RenderInSlices } from '../../kit/Loading';
import { useLazyModule } from '../../kit/lazyModule';
import { useToast } from '../../kit/toast';
import { useLanguage } from '../../kit/useLanguage';
import { useSessionValue } from '../../forms/useSessionValue';
import { answerCardCode } from './answerCardCode';
import { InfoRow, InfoRows } from './InfoRows';
import { RequestCard, useRoleName } from './RequestCard';

export type InvitationStep = 'form' | 'completed' | 'register_check_mail';

/** §9: the toast of a successful answer stays 5 seconds. */
export const ANSWER_TOAST_MS = 5000;

function PageMessage({ text }: { text: string }) {
  return (
    <Alert severity="warning" role="alert" sx={{ my: 4 }}>
      {text}
    </Alert>
  );
}

/**
 * /organizer_commissions/{code}/invitation and /presenter_commissions/{code}/invitation
 * (docs/requirements/operation-area.md §2): the request and the answer card; then a read-only summary, or the
 * mail-sent screen after answering with registration. What was typed survives a reload.
 */
export interface InvitationCalls {
  answer: typeof answerCommission;
  answerWithRegister: typeof answerWithRegister;
}

const serverCalls: InvitationCalls = { answer: answerCommission, answerWithRegister };

export function InvitationPage({ role, calls = serverCalls }: { role: ViewerRole; /** Stories: the answering calls. */ calls?: InvitationCalls }) {
  const { t } = useCommissionTranslation();
  const { language, pick, both } = useLanguage();
  const code = useParams().code ?? '';
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const conference = useConference();
  const preference = usePreference();
  const commission = useCommission(role, code);
  const me = useOptionalMe();
  const draftKey = `answer.${role}.${code}`;
  const [kindValue, setKind] = useSessionValue(`${draftKey}.kind`, defaultAnswer.kind);
  const [note, setNote, clearNote] = useSessionValue(`${draftKey}.note`);
  const [registerEmail, setRegisterEmail] = useSessionValue(`${draftKey}.email`);
  const [step, setStep] = useState<InvitationStep>('form');
  const [sentTo, setSentTo] = useState('');
  const [answered, setAnswered] = useState<{ kind: AnswerKind; note: string }>();
  const kind: AnswerKind = kindValue === 'rejected' ? 'rejected' : 'accepted';
  const roleName = useRoleName(role, commission.data ?? { roleName: null, roleNameEn: null });
  const answerCard = useLazyModule(answerCardCode);

  const notFound = commission.error instanceof ApiRequestError && commission.error.status === 404;
  const failed = (!notFound && commission.error) || conference.error || preference.error || me.error;
  const title = conference.data ? pick({ ja: conference.data.conferenceTitle, en: conference.data.conferenceTitleEn }) : '';

  let body;
  if (failed) body = <LoadError onRetry={() => Promise.all([commission.mutate(), conference.mutate(), preference.mutate(), me.mutate()])} />;
  else if (notFound && step === 'form') body = <PageMessage text={pick(localize('commissionNotFound'))} />;
  else if (!conference.data || !preference.data || !me.data || (!commission.data && step === 'form')) body = <Loading />;
  else if (step === 'completed') {
    body = (
      <Card component="section" aria-labelledby="completed-title" sx={{ my: 3 }}>
        <CardContent>
          <Typography id="completed-title" variant="h5" component="h2" gutterBottom>
            {t('commission.completed.heading')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('commission.completed.summary')}</Typography>
          <InfoRows>
            <InfoRow label={t('commission.content.role')}>{roleName}</InfoRow>
            <InfoRow label={t('commission.answer.kind')}>{t(`commission.answer.${answered?.kind ?? kind}`)}</InfoRow>
            <InfoRow label={t('commission.answer.note')}>{answered?.note || t('commission.completed.noNote')}</InfoRow>
          </InfoRows>
        </CardContent>
      </Card>
    );
  } else if (step === 'register_check_mail') {
    body = (
      <Card component="section" aria-labelledby="check-mail-title" sx={{ my: 3 }}>
        <CardContent>
          <Typography id="check-mail-title" variant="h5" component="h2" gutterBottom>
            {t('commission.checkMail.heading')}
          </Typography>
          <Typography sx={{ mb: 1 }}>{t('commission.checkMail.body', { email: sentTo })}</Typography>
          <Typography color="text.secondary">{t('commission.checkMail.wait')}</Typography>
        </CardContent>
      </Card>
    );
  } else if (!isWithinPeriod(new Date(), preference.data.commissionStartAt, preference.data.commissionEndAt)) {
    body = <PageMessage text={pick(localize('outsideAnswerPeriod'))} />;
  } else {
    const finish = (next: InvitationStep) => {
      setStep(next);
      window.scrollTo?.({ top: 0 });
    };
    body = (
      <>
        <RequestCard role={role} commission={commission.data!} preference={preference.data} conferenceTitle={title} />
        <Noting notingKey={role === 'organizer' ? notingKeys.organizerAnswer : notingKeys.presenterAnswer} />
        {/* The request reads at once; the answer's controls (the larger code and render) follow. */}
        {!answerCard ? (
          <Loading />
        ) : (
          <RenderInSlices>
            <answerCard.AnswerCard
              kind={kind}
              note={note}
              onKindChange={setKind}
              onNoteChange={setNote}
              user={me.data.user}
              onLoggedIn={() => {
                // Signed in, the viewer is "registered": the session's people may show more.
                void mutate(optionalMeKey);
                void commission.mutate();
              }}
              onLogOut={() => void logOut().then(() => Promise.all([mutate(optionalMeKey), commission.mutate()]))}
              onAnswer={async () => {
                await calls.answer(role, code, { kind, committerNote: note });
                toast.success(both('commission.answer.sent'), ANSWER_TOAST_MS);
                setAnswered({ kind, note });
                clearNote();
                finish('completed');
              }}
              onAnswerWithRegister={async (email) => {
                await calls.answerWithRegister(role, code, { email, kind, committerNote: note });
                toast.success(both('commission.answer.mailSent'), ANSWER_TOAST_MS);
                setSentTo(email.trim());
                clearNote();
                finish('register_check_mail');
              }}
              registerEmail={registerEmail}
              onRegisterEmailChange={setRegisterEmail}
            />
          </RenderInSlices>
        )}
      </>
    );
  }

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {title || t(`commission.pageTitle.${role}`)}
      </Typography>
      {commission.data && (
        <Typography variant="h5" component="p" sx={{ mt: 1 }}>
          {roleName}
        </Typography>
      )}
      {conference.data && conference.data.days.length > 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          <span>{t('commission.days')}: </span>
          {formatConferenceDays(conference.data.days, language)}
        </Typography>
      )}
      {body}
    </>
  );
}
