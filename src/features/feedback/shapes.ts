/**
 * Feedback mode's drawing, as plain data and one reducer (docs/requirements/operation-area.md §2 "Feedback mode
 * screen", §4, §5, §9). The canvas only renders this state and reports what the person did.
 */
export const STROKE_WIDTH = 4;
/** A thin line is hard to grab: the hit area is at least 30 px or three strokes wide (§9). */
export const HIT_STROKE_WIDTH = Math.max(30, STROKE_WIDTH * 3);
export const RECT_SIZE = 100;
export const CIRCLE_RADIUS = 50;
export const ARROW_POINTER = 10;
export const ARROW_LENGTH = 120;
export const FONT_SIZE = { min: 10, max: 50, step: 1, initial: 20 } as const;
export const TEXT_WIDTH = 150;
export const TEXT_MIN_WIDTH = 20;
/** Smaller than this a shape can no longer be grabbed to make it bigger again. */
export const MIN_SHAPE_SIZE = 10;
export const SHAPE_COLOR = '#e53935';

export type ShapeKind = 'rect' | 'circle' | 'arrow' | 'text';

interface ShapeBase {
  id: string;
  x: number;
  y: number;
}
export interface RectShape extends ShapeBase {
  kind: 'rect';
  width: number;
  height: number;
}
/** x and y are the centre. */
export interface CircleShape extends ShapeBase {
  kind: 'circle';
  radius: number;
}
/** The two ends, relative to x and y. */
export interface ArrowShape extends ShapeBase {
  kind: 'arrow';
  points: [number, number, number, number];
}
export interface TextShape extends ShapeBase {
  kind: 'text';
  text: string;
  fontSize: number;
  width: number;
}
export type Shape = RectShape | CircleShape | ArrowShape | TextShape;

export interface DrawingState {
  shapes: Shape[];
  /** At most one shape is selected (§4). */
  selectedId: string | null;
  /** A text is either selected or being edited; editing blocks the delete key. */
  editingId: string | null;
  replaceMode: boolean;
  /** The captured screen was replaced by a picked image. */
  replaced: boolean;
  nextId: number;
}

export const emptyDrawing: DrawingState = { shapes: [], selectedId: null, editingId: null, replaceMode: false, replaced: false, nextId: 1 };

export type DrawingAction =
  | { type: 'add'; kind: ShapeKind; canvas: { width: number; height: number }; text?: string }
  | { type: 'select'; id: string | null }
  | { type: 'move'; id: string; x: number; y: number }
  | {
      type: 'resize';
      id: string;
      changes: Partial<Pick<RectShape, 'width' | 'height'> & Pick<CircleShape, 'radius'> & Pick<TextShape, 'width'>> & { x?: number; y?: number };
    }
  | { type: 'moveArrowEnd'; id: string; end: 0 | 1; x: number; y: number }
  | { type: 'startEditing'; id: string }
  | { type: 'finishEditing'; text: string }
  | { type: 'fontSize'; size: number }
  | { type: 'deleteSelected' }
  | { type: 'toggleReplace' }
  | { type: 'replaceImage' };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const clampFontSize = (size: number) => clamp(Math.round(Number.isFinite(size) ? size : FONT_SIZE.initial), FONT_SIZE.min, FONT_SIZE.max);

/** A new shape near the middle of the canvas, stepped so that shapes added in a row do not hide each other. */
function newShape(kind: ShapeKind, id: string, count: number, canvas: { width: number; height: number }, text: string): Shape {
  const step = (count % 6) * 24;
  const cx = canvas.width / 2 - 60 + step;
  const cy = canvas.height / 2 - 60 + step;
  switch (kind) {
    case 'rect':
      return { id, kind, x: cx - RECT_SIZE / 2, y: cy - RECT_SIZE / 2, width: RECT_SIZE, height: RECT_SIZE };
    case 'circle':
      return { id, kind, x: cx, y: cy, radius: CIRCLE_RADIUS };
    case 'arrow':
      return { id, kind, x: cx - ARROW_LENGTH / 2, y: cy, points: [0, 0, ARROW_LENGTH, 0] };
    case 'text':
      return { id, kind, x: cx - TEXT_WIDTH / 2, y: cy, text, fontSize: FONT_SIZE.initial, width: TEXT_WIDTH };
  }
}

function update(state: DrawingState, id: string, change: (shape: Shape) => Shape): DrawingState {
  return { ...state, shapes: state.shapes.map((shape) => (shape.id === id ? change(shape) : shape)) };
}

export function drawingReducer(state: DrawingState, action: DrawingAction): DrawingState {
  switch (action.type) {
    case 'add': {
      const id = `shape-${state.nextId}`;
      const shape = newShape(action.kind, id, state.shapes.length, action.canvas, action.text ?? '');
      return { ...state, shapes: [...state.shapes, shape], selectedId: id, editingId: null, nextId: state.nextId + 1 };
    }
    case 'select':
      if (action.id !== null && !state.shapes.some((shape) => shape.id === action.id)) return state;
      return { ...state, selectedId: action.id, editingId: null };
    case 'move':
      return update(state, action.id, (shape) => ({ ...shape, x: action.x, y: action.y }));
    case 'resize':
      return update(state, action.id, (shape) => {
        const { changes } = action;
        switch (shape.kind) {
          case 'rect':
            return {
              ...shape,
              x: changes.x ?? shape.x,
              y: changes.y ?? shape.y,
              width: Math.max(MIN_SHAPE_SIZE, changes.width ?? shape.width),
              height: Math.max(MIN_SHAPE_SIZE, changes.height ?? shape.height),
            };
          case 'circle':
            return { ...shape, x: changes.x ?? shape.x, y: changes.y ?? shape.y, radius: Math.max(MIN_SHAPE_SIZE / 2, changes.radius ?? shape.radius) };
          case 'text':
            return { ...shape, x: changes.x ?? shape.x, y: changes.y ?? shape.y, width: Math.max(TEXT_MIN_WIDTH, changes.width ?? shape.width) };
          case 'arrow':
            return shape;
        }
      });
    case 'moveArrowEnd':
      return update(state, action.id, (shape) => {
        if (shape.kind !== 'arrow') return shape;
        const points: ArrowShape['points'] = [...shape.points];
        points[action.end * 2] = action.x - shape.x;
        points[action.end * 2 + 1] = action.y - shape.y;
        return { ...shape, points };
      });
    case 'startEditing': {
      const shape = state.shapes.find((candidate) => candidate.id === action.id);
      return shape?.kind === 'text' ? { ...state, selectedId: shape.id, editingId: shape.id } : state;
    }
    case 'finishEditing': {
      if (state.editingId === null) return state;
      const edited = update(state, state.editingId, (shape) => (shape.kind === 'text' ? { ...shape, text: action.text } : shape));
      return { ...edited, editingId: null };
    }
    case 'fontSize': {
      const selected = state.shapes.find((shape) => shape.id === state.selectedId);
      if (selected?.kind !== 'text') return state;
      const size = clampFontSize(action.size);
      // The box grows and shrinks with the letters, so a line keeps its wrapping (§2). Not rounded:
      // a slider moved step by step would otherwise drift from the width it started at.
      return update(state, selected.id, (shape) =>
        shape.kind === 'text' ? { ...shape, fontSize: size, width: Math.max(TEXT_MIN_WIDTH, (shape.width * size) / shape.fontSize) } : shape,
      );
    }
    case 'deleteSelected':
      if (state.selectedId === null || state.editingId !== null) return state;
      return { ...state, shapes: state.shapes.filter((shape) => shape.id !== state.selectedId), selectedId: null };
    case 'toggleReplace':
      return { ...state, replaceMode: !state.replaceMode };
    case 'replaceImage':
      return { ...state, shapes: [], selectedId: null, editingId: null, replaceMode: false, replaced: true };
  }
}

/** The report button works only with something to report (§5). */
export const canReport = (state: DrawingState) => state.shapes.length > 0 || state.replaced;

/** The report's comments: the text of every text shape (§3), blank ones left out. */
export const reportComments = (state: DrawingState) =>
  state.shapes.flatMap((shape) => (shape.kind === 'text' && shape.text.trim() !== '' ? [shape.text.trim()] : []));

export const selectedShape = (state: DrawingState) => state.shapes.find((shape) => shape.id === state.selectedId);

/** The image fitted in the canvas with its aspect kept, centred (§2). */
export function fitImage(image: { width: number; height: number }, canvas: { width: number; height: number }) {
  if (image.width <= 0 || image.height <= 0) return { x: 0, y: 0, width: 0, height: 0 };
  const scale = Math.min(canvas.width / image.width, canvas.height / image.height);
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  return { x: Math.round((canvas.width - width) / 2), y: Math.round((canvas.height - height) / 2), width, height };
}

/**
 * The canvas for an image: the image's own shape, as large as the area allows (issue 68, item 20).
 * A canvas of the area's shape showed the capture with a band at each side (23 px on a 1280 px
 * screen), which read as the page's header being inset; those bands took marks nobody could place
 * on anything.
 */
export function canvasForImage(image: { width: number; height: number } | undefined, area: { width: number; height: number }) {
  if (!image) return area;
  const { width, height } = fitImage(image, area);
  return width > 0 && height > 0 ? { width, height } : area;
}

/** Below this width the overlay is laid out for a phone (issue 21, item 2). */
export const PHONE_WIDTH = 600;

/**
 * The canvas: window width − 40 by height − 60 (docs/requirements/operation-area.md §2). On a phone the tools
 * take part of the height, so the canvas fits below them (`controlsHeight`), whole and in reach.
 */
export const canvasSize = (window: { innerWidth: number; innerHeight: number }, controlsHeight = 0) =>
  window.innerWidth < PHONE_WIDTH
    ? { width: Math.max(200, window.innerWidth - 16), height: Math.max(200, window.innerHeight - controlsHeight - 16) }
    : { width: Math.max(200, window.innerWidth - 40), height: Math.max(200, window.innerHeight - 60) };

/** Where a shape is and how big, as numbers a screen reader can read out (the canvas itself says nothing). */
export function shapeGeometry(shape: Shape): Record<string, number> {
  const r = Math.round;
  switch (shape.kind) {
    case 'rect':
      return { x: r(shape.x), y: r(shape.y), width: r(shape.width), height: r(shape.height) };
    case 'circle':
      return { x: r(shape.x), y: r(shape.y), radius: r(shape.radius) };
    case 'arrow':
      return { x1: r(shape.x + shape.points[0]), y1: r(shape.y + shape.points[1]), x2: r(shape.x + shape.points[2]), y2: r(shape.y + shape.points[3]) };
    case 'text':
      return { x: r(shape.x), y: r(shape.y), width: r(shape.width), fontSize: shape.fontSize };
  }
}
