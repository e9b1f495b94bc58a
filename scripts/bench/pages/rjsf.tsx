import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { loadForm } from './loadForm';

/**
 * Plain @rjsf/mui with default settings, rendering the very schema the engine generates (radios and
 * checkboxes with RJSF's own widgets where Kaigi names its own). After a
 * failed submit it validates live, as a page built on RJSF would, so errors follow the typing.
 */
const { schema, uiSchema } = await loadForm();

function PlainRjsf() {
  const [live, setLive] = useState(false);
  return <Form schema={schema as RJSFSchema} uiSchema={uiSchema} validator={validator} liveValidate={live} noHtml5Validate onError={() => setLive(true)} />;
}

createRoot(document.getElementById('root')!).render(<PlainRjsf />);
