import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import { useFeedbackTranslation } from './strings';
import { shapeGeometry, type DrawingState } from './shapes';

/** The canvas says nothing to a screen reader: the shapes on it, where they are and which is selected. */
export function ShapeList({ drawing }: { drawing: DrawingState }) {
  const { t } = useFeedbackTranslation();
  return (
    <Box component="section" aria-label={t('feedback.shapes')} sx={visuallyHidden} aria-live="polite">
      {drawing.shapes.length === 0 ? (
        <p>{t('feedback.noShapes')}</p>
      ) : (
        <ul>
          {drawing.shapes.map((shape) => (
            <li key={shape.id} data-shape={shape.kind} data-geometry={JSON.stringify(shapeGeometry(shape))}>
              {t(`feedback.shape.${shape.kind}`)}
              {shape.kind === 'text' ? ` “${shape.text}”` : ''}{' '}
              {Object.entries(shapeGeometry(shape))
                .map(([name, value]) => `${name} ${value}`)
                .join(', ')}
              {shape.id === drawing.selectedId ? ` (${t('feedback.selected')})` : ''}
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
