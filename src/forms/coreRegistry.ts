import { DEFAULT_ID_PREFIX, DEFAULT_ID_SEPARATOR, englishStringTranslator, type Registry } from '@rjsf/utils';
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import MultiSchemaField from '@rjsf/core/lib/components/fields/MultiSchemaField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import ArrayFieldDescriptionTemplate from '@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js';
import ArrayFieldItemButtonsTemplate from '@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js';
import ArrayFieldTitleTemplate from '@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js';
import FallbackFieldTemplate from '@rjsf/core/lib/components/templates/FallbackFieldTemplate.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import DateTimeWidget from '@rjsf/core/lib/components/widgets/DateTimeWidget.js';
import DateWidget from '@rjsf/core/lib/components/widgets/DateWidget.js';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import PasswordWidget from '@rjsf/core/lib/components/widgets/PasswordWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import TimeWidget from '@rjsf/core/lib/components/widgets/TimeWidget.js';
import UpDownWidget from '@rjsf/core/lib/components/widgets/UpDownWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';
import { deferred } from './deferred';

/**
 * The widgets a uiSchema must name (a slider, stars, a colour well, the alternative date selects)
 * or a shape Kaigi's questions do not have (a file as a data URL, an array of choices without
 * Kaigi's sorted checkboxes): their code is fetched when a form first shows one.
 */
const AltDateTimeWidget = deferred(async () => (await import('@rjsf/core/lib/components/widgets/AltDateTimeWidget.js')).default);
const AltDateWidget = deferred(async () => (await import('@rjsf/core/lib/components/widgets/AltDateWidget.js')).default);
const CheckboxesWidget = deferred(async () => (await import('@rjsf/core/lib/components/widgets/CheckboxesWidget.js')).default);
const ColorWidget = deferred(async () => (await import('@rjsf/core/lib/components/widgets/ColorWidget.js')).default);
const FileWidget = deferred(async () => (await import('@rjsf/core/lib/components/widgets/FileWidget.js')).default);
const RangeWidget = deferred(async () => (await import('@rjsf/core/lib/components/widgets/RangeWidget.js')).default);
const RatingWidget = deferred(async () => (await import('@rjsf/core/lib/components/widgets/RatingWidget.js')).default);

/**
 * RJSF's default registry, as its Form starts from, less what no form of Kaigi can reach (the build
 * puts this module in place of @rjsf/core's own, vite.config.ts). Both forms that render with RJSF,
 * the generated forms (rjsfTheme.ts) and the settings editor (@rjsf/mui's Form), bring MUI's
 * templates and widgets for the rest, and RJSF's own copies of those never render. The layout
 * fields render only where a uiSchema names them, and no uiSchema of Kaigi does.
 * tests/unit/coreRegistry.test.ts holds this list to @rjsf/core's and to both themes.
 */
export default function getDefaultRegistry(): Omit<Registry, 'schemaUtils'> {
  return {
    fields: {
      AnyOfField: MultiSchemaField,
      ArrayField,
      BooleanField,
      CyclicSchemaField,
      FallbackField,
      NumberField,
      ObjectField,
      OneOfField: MultiSchemaField,
      OptionalDataControlsField,
      SchemaField,
      StringField,
      NullField,
    },
    templates: {
      ArrayFieldDescriptionTemplate,
      ArrayFieldItemButtonsTemplate,
      ArrayFieldTitleTemplate,
      FallbackFieldTemplate,
      UnsupportedFieldTemplate: UnsupportedField,
    } as Registry['templates'],
    widgets: {
      AltDateWidget,
      AltDateTimeWidget,
      CheckboxesWidget,
      ColorWidget,
      DateWidget,
      DateTimeWidget,
      EmailWidget,
      FileWidget,
      HiddenWidget,
      PasswordWidget,
      RangeWidget,
      RatingWidget,
      TextWidget,
      TimeWidget,
      UpDownWidget,
      URLWidget,
    },
    rootSchema: {},
    formContext: {},
    translateString: englishStringTranslator,
    globalFormOptions: { idPrefix: DEFAULT_ID_PREFIX, idSeparator: DEFAULT_ID_SEPARATOR, useFallbackUiForUnsupportedType: false },
  };
}
