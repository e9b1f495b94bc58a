import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { LeanTextField } from '../src/forms/LeanTextField';
import { LeanChoice, LeanSwitch } from '../src/forms/widgets/LeanChoice';
import { SelectWidget } from '../src/forms/widgets/SelectWidget';
import { LeanSelect } from '../src/forms/widgets/LeanSelect';
import { useLeanClasses } from '../src/forms/leanStyles';
import { countryCodes } from '../engine/lists/countries';

const noop = () => undefined;
const text = { name: 'x', describedBy: '', inputProps: {}, onChange: noop, onBlur: noop, onFocus: noop };

/**
 * The plain-element inputs long generated forms are made of, in each state, next to the MUI
 * TextField they imitate (the first row), so a designer can compare them side by side.
 */
function LeanInputs({ disabled = false, error = false }: { disabled?: boolean; error?: boolean }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <TextField label="MUI TextField" defaultValue="山田" required disabled={disabled} error={error} />
      <LeanTextField {...text} id="lean-empty" label="Empty" required disabled={disabled} error={error} defaultValue="" />
      <LeanTextField {...text} id="lean-filled" label="Filled" disabled={disabled} error={error} defaultValue="山田" />
      <LeanTextField
        {...text}
        id="lean-placeholder"
        label="With a placeholder"
        placeholder="shown on focus"
        disabled={disabled}
        error={error}
        defaultValue=""
      />
      <LeanTextField
        {...text}
        id="lean-helper"
        label="With a helper text"
        helperText="Half-width digits"
        disabled={disabled}
        error={error}
        defaultValue="1000001"
      />
      <LeanTextField
        {...text}
        id="lean-unlabeled"
        inputProps={{ 'aria-label': 'Without a label' }}
        disabled={disabled}
        error={error}
        defaultValue="ラベルなし (no label)"
      />
      <LeanTextField {...text} id="lean-multiline" label="Multiline" multiline rows={3} disabled={disabled} error={error} defaultValue={'一行目\n二行目'} />
      <div role="radiogroup" aria-label="Radios" style={{ display: 'flex', flexDirection: 'column' }}>
        <LeanChoice type="radio" id="lean-radio-a" name="lean-radio" label="Option A" checked disabled={disabled} onChange={noop} />
        <LeanChoice type="radio" id="lean-radio-b" name="lean-radio" label="Option B" checked={false} disabled={disabled} onChange={noop} />
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <LeanChoice type="checkbox" id="lean-check-a" label="Checked" checked disabled={disabled} onChange={noop} />
        <LeanChoice type="checkbox" id="lean-check-b" label="Not checked" checked={false} disabled={disabled} onChange={noop} />
      </div>
      <LeanSwitch id="lean-switch-on" label="On" checked disabled={disabled} onChange={noop} />
      <LeanSwitch id="lean-switch-off" label="Off" checked={false} disabled={disabled} onChange={noop} />
    </Stack>
  );
}

const prefectures = ['北海道', '青森県', '岩手県', '宮城県', '秋田県', '山形県', '福島県'].map((label, index) => ({ value: String(index + 1), label }));

/**
 * A generated form's select opened: MUI's own (a MenuItem per option in MUI's Menu) or Kaigi's
 * (LeanSelect: plain list items in a portal, with the same look); the third is chosen and the
 * fifth cannot be.
 */
function OpenSelect({ lean }: { lean: boolean }) {
  if (!lean) {
    const open = { select: { defaultOpen: true, MenuProps: { disableScrollLock: true } } };
    return (
      <TextField select label="都道府県 (MUI)" defaultValue="3" slotProps={open} sx={{ width: 320 }}>
        <MenuItem value="" />
        {prefectures.map((option) => (
          <MenuItem key={option.value} value={option.value} disabled={option.value === '5'}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const items = [
    { value: '', label: '', text: '', ariaLabel: '未選択' },
    ...prefectures.map((option) => ({ ...option, text: option.label, disabled: option.value === '5' })),
  ];
  return (
    <div style={{ width: 320 }}>
      <LeanSelect id="lean-prefecture" label="都道府県 (Kaigi)" describedBy="" items={items} selected="3" defaultOpen onChoose={noop} />
    </div>
  );
}

/** The select widget as a generated form renders it, closed, in each state. */
function SelectStates() {
  const widget = (id: string, label: string, value: unknown, extra: Partial<WidgetProps> = {}) =>
    ({
      id,
      label,
      schema: { type: 'string' },
      options: { enumOptions: prefectures },
      value,
      onChange: noop,
      onBlur: noop,
      onFocus: noop,
      ...extra,
    }) as unknown as WidgetProps;
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <SelectWidget {...widget('s-empty', 'Empty', undefined, { required: true })} />
      <SelectWidget {...widget('s-chosen', 'Chosen', '2')} />
      <SelectWidget {...widget('s-error', 'With an error', undefined, { required: true, rawErrors: ['Required field'] })} />
      <SelectWidget {...widget('s-disabled', 'Disabled', '4', { disabled: true })} />
      <SelectWidget {...widget('s-hidden', 'A hidden label (named for screen readers)', '1', { hideLabel: true })} />
      <SelectWidget {...widget('s-multiple', 'Several values', ['1', '3'], { multiple: true, schema: { type: 'array', items: { type: 'string' } } })} />
    </Stack>
  );
}

/**
 * The country list, named on demand (engine/lists/choicesOnDemand.ts): the form carries only the
 * codes, and the names come in the page's language as the field nears the screen, is focused or
 * pressed, or has a value to show (the second field).
 */
function CountryStates() {
  const widget = (id: string, label: string, value: unknown) =>
    ({
      id,
      label,
      schema: { type: 'string' },
      options: { enumOptions: countryCodes.map((code) => ({ value: code, label: code })), choicesOnDemand: 'countries' },
      value,
      onChange: noop,
      onBlur: noop,
      onFocus: noop,
    }) as unknown as WidgetProps;
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <SelectWidget {...widget('c-empty', '国・地域 (not chosen)', undefined)} />
      <SelectWidget {...widget('c-chosen', '国・地域 (chosen: US)', 'US')} />
    </Stack>
  );
}

/**
 * MUI's size="small" (the keyword rows, the lines of a text-array question, the timetable's room
 * picker) beside the lean field with the `small` class: empty, chosen, and an unlabeled line.
 */
function SmallFields() {
  const lean = useLeanClasses();
  const items = [{ value: '', label: '未選択', text: '未選択' }, ...prefectures.map((option) => ({ ...option, text: option.label }))];
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Stack direction="row" spacing={1}>
        <TextField select size="small" label="MUI, empty" defaultValue="" sx={{ flex: 1 }}>
          <MenuItem value="">未選択</MenuItem>
        </TextField>
        <div className={lean.small} style={{ flex: 1 }}>
          <LeanSelect id="small-empty" label="Lean, empty" items={items} selected="" onChoose={noop} />
        </div>
      </Stack>
      <Stack direction="row" spacing={1}>
        <TextField select size="small" label="MUI, chosen" defaultValue="2" sx={{ flex: 1 }}>
          {prefectures.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <div className={lean.small} style={{ flex: 1 }}>
          <LeanSelect id="small-chosen" label="Lean, chosen" items={items} selected="2" onChoose={noop} />
        </div>
      </Stack>
      <Stack direction="row" spacing={1}>
        <TextField size="small" placeholder="MUI line" sx={{ flex: 1 }} slotProps={{ htmlInput: { 'aria-label': 'MUI line' } }} />
        <div className={lean.small} style={{ flex: 1 }}>
          <LeanTextField {...text} id="small-line" placeholder="Lean line" inputProps={{ 'aria-label': 'Lean line' }} defaultValue="" />
        </div>
      </Stack>
    </Stack>
  );
}

export const SmallSizes: StoryObj<typeof SmallFields> = { render: () => <SmallFields /> };
export const SelectClosedStates: StoryObj<typeof SelectStates> = { render: () => <SelectStates /> };
export const CountryNamedOnDemand: StoryObj<typeof CountryStates> = { render: () => <CountryStates /> };
export const SelectOpenMui: StoryObj<typeof OpenSelect> = { render: () => <OpenSelect lean={false} /> };
export const SelectOpenLean: StoryObj<typeof OpenSelect> = { render: () => <OpenSelect lean /> };

const meta = { title: 'Forms/Lean inputs', component: LeanInputs } satisfies Meta<typeof LeanInputs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = { args: {} };
export const WithErrors: Story = { args: { error: true } };
export const Disabled: Story = { args: { disabled: true } };
