import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Box from '@mui/material/Box';
import { loadForm, type BenchForm } from './loadForm';

/**
 * The hand-written reference: the same fields as MUI inputs registered with react-hook-form
 * (uncontrolled, its default mode), ids as RJSF would give them.
 */
const form = await loadForm();
const idOf = (path: string) => `root_${path.replace(/\./g, '_')}`;

function HandWritten({ fields }: { fields: BenchForm['fields'] }) {
  const { register, handleSubmit } = useForm();
  return (
    <Box component="form" onSubmit={handleSubmit(() => undefined)} sx={{ display: 'grid', gap: 2, p: 2 }}>
      {fields.map((field) => {
        const id = idOf(field.path);
        if (['switch', 'checkbox'].includes(field.widget)) {
          return <FormControlLabel key={id} control={<Checkbox id={id} {...register(field.path)} />} label={field.label} />;
        }
        if (field.options && ['select', 'radio', 'toggleRadio', 'sortedCheckboxes'].includes(field.widget)) {
          return (
            <TextField key={id} id={id} select label={field.label} slotProps={{ select: { native: true } }} {...register(field.path)}>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>{option.label}</option>
              ))}
            </TextField>
          );
        }
        return <TextField key={id} id={id} label={field.label} multiline={field.widget === 'textarea'} {...register(field.path)} />;
      })}
      <button type="submit">Submit</button>
    </Box>
  );
}

createRoot(document.getElementById('root')!).render(<HandWritten fields={form.fields} />);
