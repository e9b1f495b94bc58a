import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { loadForm } from './loadForm';

/**
 * Plain @rjsf/mui with default settings, rendering the very schema the engine generates. After a
 * failed submit it validates live, as a page built on RJSF would, so errors follow the typing.
 */
const { schema } = await loadForm();

function PlainRjsf() {
  const [live, setLive] = useState(false);
  return <Form schema={schema as RJSFSchema} validator={validator} liveValidate={live} onError={() => setLive(true)} />;
}

createRoot(document.getElementById('root')!).render(<PlainRjsf />);
