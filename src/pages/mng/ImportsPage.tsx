import { useConsoleTranslation } from '../../kit/consoleStrings';
import { ImportPanel } from './ImportPanel';
import { ManagerPage } from './ManagerPage';

/** The two imports of this page, each checked before it runs: accounts, and presentations with their authors. */
export function ImportsBody() {
  return (
    <>
      <ImportPanel kind="users" />
      <ImportPanel kind="presentations" />
    </>
  );
}

/** Route /mng/imports: accounts and presentations imported from spreadsheets (issue 67). The member list's import is on /mng/members. */
export function ImportsPage() {
  const { t } = useConsoleTranslation();
  return (
    <ManagerPage titleId="imports-title" title={t('console.imports.title')} lead={t('console.imports.lead')}>
      {() => <ImportsBody />}
    </ManagerPage>
  );
}
