import { createContext, useContext } from 'react';
import type { CollationAnswer } from '../../api/lookups';

/**
 * What the registration form's widgets read beyond their own value: the state of the lookups
 * the flow runs while the attendee types (collation, postal code).
 */
export interface RegistrationWidgetState {
  collation?: {
    busy: boolean;
    suggestion?: CollationAnswer['suggestionAttributes'];
    ok?: boolean;
    onTakeSuggestion: () => void;
  };
  /** The postal lookup; `japanese`: the address is Japanese, so the code is seven digits and looked up. */
  postal?: { busy: boolean; notFound: boolean; japanese: boolean };
}

export const RegistrationWidgetContext = createContext<RegistrationWidgetState>({});
export const useRegistrationWidgetState = () => useContext(RegistrationWidgetContext);
