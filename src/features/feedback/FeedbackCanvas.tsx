import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type Dispatch } from 'react';
import Box from '@mui/material/Box';
import type Konva from 'konva';
import { Arrow, Circle, Image as KonvaImage, Layer, Rect, Stage, Text, Transformer } from 'react-konva';
import { useFeedbackTranslation } from './strings';
import {
  ARROW_POINTER,
  HIT_STROKE_WIDTH,
  MIN_SHAPE_SIZE,
  SHAPE_COLOR,
  STROKE_WIDTH,
  TEXT_MIN_WIDTH,
  fitImage,
  type DrawingAction,
  type DrawingState,
  type Shape,
} from './shapes';

export interface FeedbackCanvasHandle {
  /** The canvas as a PNG of its own size, without selection handles. */
  toPng(): Promise<Blob>;
}

interface Props {
  image: HTMLImageElement | undefined;
  size: { width: number; height: number };
  drawing: DrawingState;
  dispatch: Dispatch<DrawingAction>;
}

/** Handles and the transformer are named "ui": they are drawn for the person, not sent. */
const UI = 'ui';

const anchorsFor = (shape: Shape | undefined): string[] => {
  if (shape?.kind === 'circle') return ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
  if (shape?.kind === 'text') return ['middle-left', 'middle-right'];
  return ['top-left', 'top-center', 'top-right', 'middle-right', 'middle-left', 'bottom-left', 'bottom-center', 'bottom-right'];
};

/** The react-konva stage: the fitted screen image, the shapes, one transformer, arrow end handles and the text editor. */
export const FeedbackCanvas = forwardRef<FeedbackCanvasHandle, Props>(function FeedbackCanvas({ image, size, drawing, dispatch }, ref) {
  const { t } = useFeedbackTranslation();
  const stage = useRef<Konva.Stage>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const selected = drawing.shapes.find((shape) => shape.id === drawing.selectedId);
  const editing = drawing.shapes.find((shape) => shape.id === drawing.editingId);

  useImperativeHandle(ref, () => ({
    async toPng() {
      const current = stage.current;
      if (!current) throw new Error('no canvas');
      const hidden = current.find(`.${UI}`).filter((node) => node.visible());
      hidden.forEach((node) => node.hide());
      try {
        return (await current.toBlob({ pixelRatio: 1, mimeType: 'image/png' })) as Blob;
      } finally {
        hidden.forEach((node) => node.show());
      }
    },
  }));

  useEffect(() => {
    const node = selected && selected.kind !== 'arrow' && !editing ? stage.current?.findOne(`#${selected.id}`) : undefined;
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selected, editing]);

  const fitted = image ? fitImage({ width: image.naturalWidth, height: image.naturalHeight }, size) : undefined;

  const deselectOnEmpty = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    const target = event.target;
    if (target === target.getStage() || target.name() === 'screen') dispatch({ type: 'select', id: null });
  };

  const common = (shape: Shape) => ({
    id: shape.id,
    x: shape.x,
    y: shape.y,
    draggable: true,
    hitStrokeWidth: HIT_STROKE_WIDTH,
    onMouseDown: () => dispatch({ type: 'select', id: shape.id }),
    onTap: () => dispatch({ type: 'select', id: shape.id }),
    onDragStart: () => dispatch({ type: 'select', id: shape.id }),
    onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) => dispatch({ type: 'move', id: shape.id, x: event.target.x(), y: event.target.y() }),
  });

  /** Konva resizes by scaling; the state keeps sizes, so the scale is folded back into them. */
  const onTransformEnd = (shape: Shape) => (event: Konva.KonvaEventObject<Event>) => {
    const node = event.target;
    const scaleX = node.scaleX();
    const scaleY = node.scaleY();
    node.scale({ x: 1, y: 1 });
    if (shape.kind === 'rect')
      dispatch({ type: 'resize', id: shape.id, changes: { x: node.x(), y: node.y(), width: shape.width * scaleX, height: shape.height * scaleY } });
    if (shape.kind === 'circle') dispatch({ type: 'resize', id: shape.id, changes: { x: node.x(), y: node.y(), radius: shape.radius * scaleX } });
    if (shape.kind === 'text') dispatch({ type: 'resize', id: shape.id, changes: { x: node.x(), y: node.y(), width: shape.width * scaleX } });
  };

  return (
    <Box sx={{ position: 'relative', width: size.width, height: size.height, bgcolor: 'common.white', boxShadow: 3 }}>
      <Stage ref={stage} width={size.width} height={size.height} onMouseDown={deselectOnEmpty} onTouchStart={deselectOnEmpty}>
        <Layer>
          {image && fitted && <KonvaImage name="screen" image={image} {...fitted} />}
          {drawing.shapes.map((shape) => {
            switch (shape.kind) {
              case 'rect':
                return (
                  <Rect
                    key={shape.id}
                    {...common(shape)}
                    width={shape.width}
                    height={shape.height}
                    stroke={SHAPE_COLOR}
                    strokeWidth={STROKE_WIDTH}
                    strokeScaleEnabled={false}
                    onTransformEnd={onTransformEnd(shape)}
                  />
                );
              case 'circle':
                return (
                  <Circle
                    key={shape.id}
                    {...common(shape)}
                    radius={shape.radius}
                    stroke={SHAPE_COLOR}
                    strokeWidth={STROKE_WIDTH}
                    strokeScaleEnabled={false}
                    onTransformEnd={onTransformEnd(shape)}
                  />
                );
              case 'arrow':
                return (
                  <Arrow
                    key={shape.id}
                    {...common(shape)}
                    points={shape.points}
                    stroke={SHAPE_COLOR}
                    fill={SHAPE_COLOR}
                    strokeWidth={STROKE_WIDTH}
                    pointerLength={ARROW_POINTER}
                    pointerWidth={ARROW_POINTER}
                  />
                );
              case 'text':
                return (
                  <Text
                    key={shape.id}
                    {...common(shape)}
                    text={shape.text}
                    fontSize={shape.fontSize}
                    width={shape.width}
                    fill={SHAPE_COLOR}
                    fontStyle="bold"
                    visible={shape.id !== drawing.editingId}
                    onDblClick={() => dispatch({ type: 'startEditing', id: shape.id })}
                    onDblTap={() => dispatch({ type: 'startEditing', id: shape.id })}
                    // A text box changes its width, not its letters: the scale is folded in while dragging.
                    onTransform={(event) => {
                      const node = event.target;
                      node.setAttrs({ width: Math.max(TEXT_MIN_WIDTH, node.width() * node.scaleX()), scaleX: 1, scaleY: 1 });
                    }}
                    onTransformEnd={(event) =>
                      dispatch({ type: 'resize', id: shape.id, changes: { x: event.target.x(), y: event.target.y(), width: event.target.width() } })
                    }
                  />
                );
            }
          })}
          {selected?.kind === 'arrow' &&
            ([0, 1] as const).map((end) => (
              <Circle
                key={`${selected.id}-${end}`}
                name={UI}
                x={selected.x + selected.points[end * 2]}
                y={selected.y + selected.points[end * 2 + 1]}
                radius={8}
                fill="white"
                stroke="#1565c0"
                strokeWidth={2}
                hitStrokeWidth={HIT_STROKE_WIDTH}
                draggable
                onDragMove={(event) => dispatch({ type: 'moveArrowEnd', id: selected.id, end, x: event.target.x(), y: event.target.y() })}
              />
            ))}
          <Transformer
            ref={transformer}
            name={UI}
            rotateEnabled={false}
            keepRatio={selected?.kind === 'circle'}
            enabledAnchors={anchorsFor(selected)}
            boundBoxFunc={(previous, next) => (next.width < MIN_SHAPE_SIZE || next.height < MIN_SHAPE_SIZE ? previous : next)}
          />
        </Layer>
      </Stage>
      {editing?.kind === 'text' && (
        <TextEditor key={editing.id} shape={editing} label={t('feedback.textLabel')} onDone={(text) => dispatch({ type: 'finishEditing', text })} />
      )}
    </Box>
  );
});

/** The text being edited, as a real text area over the canvas: Enter or leaving ends, Escape keeps the old text. */
function TextEditor({ shape, label, onDone }: { shape: Extract<Shape, { kind: 'text' }>; label: string; onDone: (text: string) => void }) {
  const [value, setValue] = useState(shape.text);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    area.current?.focus();
    area.current?.select();
  }, []);
  return (
    <Box
      component="textarea"
      ref={area}
      aria-label={label}
      value={value}
      onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => setValue(event.target.value)}
      onBlur={() => onDone(value)}
      onKeyDown={(event: React.KeyboardEvent<HTMLTextAreaElement>) => {
        if (event.key === 'Enter' && !event.shiftKey) {
          event.preventDefault();
          onDone(value);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onDone(shape.text);
        }
      }}
      sx={{
        position: 'absolute',
        left: shape.x,
        top: shape.y,
        width: shape.width,
        minHeight: shape.fontSize * 1.6,
        fontSize: shape.fontSize,
        fontWeight: 'bold',
        lineHeight: 1,
        color: SHAPE_COLOR,
        p: 0,
        border: '1px dashed #1565c0',
        bgcolor: 'rgba(255,255,255,0.9)',
        resize: 'none',
        outline: 'none',
        fontFamily: 'Arial, sans-serif',
      }}
    />
  );
}
