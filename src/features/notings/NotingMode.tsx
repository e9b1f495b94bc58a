import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTypedSequence } from '../typedSequence';

/** The fixed keys that unlock noting editing once noting mode is on (docs/requirements/operation-area.md §9). */
export const NOTING_UNLOCK_SEQUENCE = 'EDITNOTE';
const STORAGE_KEY = 'kaigi.notingMode';

interface NotingModeState {
  isManager: boolean;
  /** Noting mode, the manager's switch; remembered in this browser. */
  enabled: boolean;
  setEnabled: (enabled: boolean) => void;
  /** The edit control shows only to a manager, in noting mode, after the sequence (§4, §6). */
  canEdit: boolean;
}

const NotingModeContext = createContext<NotingModeState>({ isManager: false, enabled: false, setEnabled: () => undefined, canEdit: false });

export const useNotingMode = () => useContext(NotingModeContext);

const stored = () => {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
};

export function NotingModeProvider({
  isManager,
  unlocked: initiallyUnlocked = false,
  children,
}: {
  isManager: boolean;
  unlocked?: boolean;
  children: ReactNode;
}) {
  const [enabled, setEnabledState] = useState(stored);
  const [unlocked, setUnlocked] = useState(initiallyUnlocked);
  const setEnabled = useCallback((next: boolean) => {
    setEnabledState(next);
    if (!next) setUnlocked(false);
    try {
      localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
    } catch {
      // A browser without storage forgets the switch on reload; nothing else changes.
    }
  }, []);
  useTypedSequence(NOTING_UNLOCK_SEQUENCE, () => setUnlocked(true), isManager && enabled && !unlocked);
  const value = useMemo(() => ({ isManager, enabled, setEnabled, canEdit: isManager && enabled && unlocked }), [isManager, enabled, setEnabled, unlocked]);
  return <NotingModeContext.Provider value={value}>{children}</NotingModeContext.Provider>;
}

/**
 * The manager's switch (MUI's Switch with its label) is fetched for a manager only: no other page
 * of Kaigi uses MUI's Switch, and nobody else sees this one.
 */
const ModeSwitch = lazy(async () => ({ default: (await import('./NotingModeSwitchControl')).NotingModeSwitchControl }));

/** The manager's noting-mode switch in the header; nothing for anyone else. */
export function NotingModeSwitch() {
  const { isManager, enabled, setEnabled } = useNotingMode();
  if (!isManager) return null;
  return (
    <Suspense fallback={null}>
      <ModeSwitch enabled={enabled} onChange={setEnabled} />
    </Suspense>
  );
}
