import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { settingsKinds, type SettingsKind } from '../../../engine/studio/settingsKinds';
import { clientRoutes } from '../../../engine/routes';
import { useSettings } from '../../api/settingsStudio';
import { Loading, LoadError, RenderInSlices } from '../../kit/Loading';
import { useStudioTranslation } from '../../studio/studioStrings';
import { ManagerPage } from './ManagerPage';
import { SettingsEditor } from './settings/SettingsEditor';

const pathOf = (kind: SettingsKind) => clientRoutes.mngSettings.replace(':kind', kind);

function KindSettings({ kind }: { kind: SettingsKind }) {
  const settings = useSettings(kind);
  if (settings.error) return <LoadError onRetry={() => void settings.mutate()} />;
  if (!settings.data) return <Loading />;
  // A new version (saved, restored or loaded after a conflict) starts a fresh draft.
  return (
    <RenderInSlices>
      <SettingsEditor
        key={settings.data.version}
        state={settings.data}
        onChanged={(next) => void (next ? settings.mutate(next, { revalidate: false }) : settings.mutate())}
      />
    </RenderInSlices>
  );
}

/** /mng/settings/:kind (issue 20): the settings pages, one tab per kind of settings. */
export function SettingsPage() {
  const { t } = useStudioTranslation();
  const param = useParams().kind;
  const kind = settingsKinds.find((candidate) => candidate === param) ?? 'conference';
  return (
    <ManagerPage titleId="settings-title" title={t('settings.title')} lead={t('settings.lead')}>
      {() => (
        <>
          <Tabs
            value={kind}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('settings.tabs')}
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            {settingsKinds.map((candidate) => (
              <Tab key={candidate} value={candidate} label={t(`settings.kind.${candidate}`)} component={RouterLink} to={pathOf(candidate)} />
            ))}
          </Tabs>
          <KindSettings key={kind} kind={kind} />
        </>
      )}
    </ManagerPage>
  );
}
