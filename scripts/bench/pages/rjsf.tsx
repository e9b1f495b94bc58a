import { createRoot } from 'react-dom/client';
import Form from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { loadForm } from './loadForm';

/** Plain @rjsf/mui with default settings, rendering the very schema the engine generates. */
const { schema } = await loadForm();
createRoot(document.getElementById('root')!).render(<Form schema={schema as RJSFSchema} validator={validator} />);
