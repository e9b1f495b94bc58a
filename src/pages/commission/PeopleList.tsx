import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useCommissionTranslation } from './strings';
import type { PersonEntry } from '../../../engine/commission/visibility';
import type { ProgramSession } from '../../api/commissions';
import { useBilingual } from './SessionCard';

const fullName = (person: PersonEntry) => [person.name1, person.name3, person.name2].filter(Boolean).join(' ');

function Person({ person, candidate }: { person: PersonEntry; candidate: boolean }) {
  const { t } = useCommissionTranslation();
  const pick = useBilingual();
  const name = fullName(person);
  const application = person.presentationApplication;
  return (
    <ListItem alignItems="flex-start" sx={{ gap: 2, px: 0 }}>
      {person.cvImage && <Avatar src={person.cvImage} alt={t('commission.people.photo', { name })} />}
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 600, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {name}
          {person.affiliationName && (
            <Typography component="span" variant="body2" color="text.secondary">
              {person.affiliationName}
            </Typography>
          )}
          {candidate && (
            <Chip
              size="small"
              variant="outlined"
              label={t('commission.people.candidate')}
              sx={{ borderColor: 'warning.main', color: 'text.primary', fontWeight: 600 }}
            />
          )}
        </Typography>
        {person.cvText && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            <strong>{t('commission.people.cv')}: </strong>
            {person.cvText}
          </Typography>
        )}
        {application && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            <strong>{t('commission.people.proposal')}: </strong>
            {pick(application.name, application.nameEn)}
            {pick(application.abstract, application.abstractEn) ? `\n${pick(application.abstract, application.abstractEn)}` : ''}
          </Typography>
        )}
      </Box>
    </ListItem>
  );
}

/**
 * The session's chairpersons and presenters as the visibility table lets this viewer see them
 * (the server sends nothing more). People who have not accepted yet carry a candidate badge.
 */
export function PeopleList({ session }: { session: ProgramSession }) {
  const { t } = useCommissionTranslation();
  if (!session.visibility.names) {
    return <Typography color="text.secondary">{t('commission.people.hidden')}</Typography>;
  }
  const groups = [
    { id: 'organizers', accepted: session.acceptedOrganizerCommissions, candidates: session.candidateOrganizerCommissions },
    { id: 'presenters', accepted: session.acceptedPresenterCommissions, candidates: session.candidatePresenterCommissions },
  ] as const;
  return (
    <>
      {groups.map((group) => (
        <Box key={group.id} component="section" aria-labelledby={`people-${group.id}`} sx={{ mt: 1 }}>
          <Typography id={`people-${group.id}`} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {t(`commission.people.${group.id}`)}
          </Typography>
          {group.accepted.length + group.candidates.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('commission.people.none')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {group.accepted.map((person) => (
                <Person key={person.id} person={person} candidate={false} />
              ))}
              {group.candidates.map((person) => (
                <Person key={person.id} person={person} candidate={session.visibility.candidateBadge} />
              ))}
            </List>
          )}
        </Box>
      ))}
    </>
  );
}
