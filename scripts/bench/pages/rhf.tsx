import { createRoot } from 'react-dom/client';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import Checkbox from '@mui/material/Checkbox';
import Radio from '@mui/material/Radio';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Box from '@mui/material/Box';
import { createAjv } from '../../../engine/ajv';
import { loadForm, type BenchForm } from './loadForm';

/**
 * The hand-written reference: the same fields as MUI inputs registered with react-hook-form
 * (uncontrolled, its default mode), ids as RJSF would give them, validated against the same
 * generated schema with AJV on submit and, once submitted, on every change (react-hook-form's
 * default reValidateMode), with each error shown under its field.
 */
const form = await loadForm();
const idOf = (path: string) => `root_${path.replace(/\./g, '_')}`;
const validate = createAjv().compile(form.schema);

const readAt = (data: unknown, path: string) =>
  path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), data);

/** Empty inputs as the schema expects them: absent. */
function cleaned(value: unknown): unknown {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const clean = cleaned(item);
      if (clean !== '' && clean !== null && clean !== undefined) out[key] = clean;
    }
    return out;
  }
  return value;
}

const resolver: Resolver = async (values) => {
  const data = cleaned(values) as Record<string, unknown>;
  if (validate(data)) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const error of validate.errors ?? []) {
    let path = error.instancePath.slice(1).replace(/\//g, '.');
    if (error.keyword === 'required') path = path ? `${path}.${String(error.params.missingProperty)}` : String(error.params.missingProperty);
    if (['if', 'allOf', 'anyOf', 'oneOf'].includes(error.keyword) || readAt(errors, path)) continue;
    let node = errors;
    const parts = path.split('.');
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = { type: error.keyword, message: error.message ?? error.keyword };
  }
  return { values: {}, errors: errors as FieldErrors };
};

function HandWritten({ fields }: { fields: BenchForm['fields'] }) {
  const { register, handleSubmit, formState } = useForm({ resolver });
  const messageOf = (path: string) => (readAt(formState.errors, path) as { message?: string } | undefined)?.message;
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(() => undefined)} sx={{ display: 'grid', gap: 2, p: 2 }}>
      {fields.map((field) => {
        const id = idOf(field.path);
        const message = messageOf(field.path);
        const options = field.options ?? [];
        const choice = options.length > 0 && (/radio/i.test(field.widget) ? 'radio' : /checkbox/i.test(field.widget) ? 'checkbox' : undefined);
        if (choice) {
          const type = choice;
          const Control = type === 'checkbox' ? Checkbox : Radio;
          const { ref, ...registered } = register(field.path);
          return (
            <FormControl key={id} component="fieldset" error={Boolean(message)} required={field.required}>
              <FormLabel component="legend">{field.label}</FormLabel>
              {options.map((option, index) => (
                <FormControlLabel
                  key={option.value}
                  label={option.label}
                  control={<Control {...registered} value={option.value} slotProps={{ input: { ref, id: `${id}-${index}` } as object }} />}
                />
              ))}
              {message && <FormHelperText>{message}</FormHelperText>}
            </FormControl>
          );
        }
        if (['switch', 'checkbox', 'single-checkbox'].includes(field.widget)) {
          const { ref, ...registered } = register(field.path);
          return <FormControlLabel key={id} control={<Checkbox {...registered} slotProps={{ input: { ref, id } as object }} />} label={field.label} />;
        }
        if (options.length > 0) {
          return (
            <TextField
              key={id}
              id={id}
              select
              label={field.label}
              required={field.required}
              error={Boolean(message)}
              helperText={message}
              slotProps={{ select: { native: true } }}
              {...register(field.path)}
            >
              <option value="" />
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </TextField>
          );
        }
        return (
          <TextField
            key={id}
            id={id}
            label={field.label}
            required={field.required}
            error={Boolean(message)}
            helperText={message}
            multiline={field.widget === 'textarea'}
            {...register(field.path)}
          />
        );
      })}
      <button type="submit">Submit</button>
    </Box>
  );
}

createRoot(document.getElementById('root')!).render(<HandWritten fields={form.fields} />);
