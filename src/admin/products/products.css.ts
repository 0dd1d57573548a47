import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';
import { input } from '#src/ui/field.css';

// Its panels as wide as the screen, never their content: a wide table scrolls in its own frame.
export const editor = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
});

export const notes = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const columns = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
});

export const optionFields = style({ display: 'grid', gap: vars.space.md });
export const optionField = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', justifyItems: 'start' });

export const group = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const variants = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const variant = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const variantName = style({ margin: 0, fontWeight: 600 });
export const variantFields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
});

export const dropZone = style({
  border: `2px dashed ${vars.color.border}`,
  borderRadius: '0.5rem',
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
});
export const dropOver = style({ borderColor: vars.color.brand, background: vars.color.brandSoft });

export const sending = style({ display: 'grid' });
export const progress = style({ display: 'block', width: '100%', marginTop: vars.space.xs });

export const photos = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});
export const photo = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'center' });
export const thumb = style({
  width: 96,
  height: 128,
  objectFit: 'cover',
  borderRadius: '0.25rem',
  border: `1px solid ${vars.color.border}`,
});
export const photoActions = style({ display: 'flex', gap: vars.space.xs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const thumbCell = style({ width: 48, height: 64, objectFit: 'cover', borderRadius: '0.25rem' });
// A title breaks between words, never inside one: the table scrolls rather than folding a name.
export const productCell = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  minWidth: '14rem',
  overflowWrap: 'normal',
});
export const pager = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });
export const filterField = style({ display: 'grid', gap: vars.space.xs, minWidth: '10rem', flex: '1 1 10rem' });

export const caption = style({ maxWidth: '8rem', textAlign: 'center' });

// A row a variant, each field in place; wider than a phone, it scrolls in its frame.
export const variantsTable = style({ minWidth: '48rem' });
export const cellInput = style([
  input,
  { width: '100%', minWidth: '6rem', padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
]);
export const figureInput = style({ textAlign: 'right', minWidth: '5rem' });
export const skuInput = style({ minWidth: '11rem' });
export const cellProblem = style({ margin: `${vars.space.xs} 0 0`, maxWidth: '12rem' });

// Drafts and bulk changes (decision 0066).
export const choice = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const bulk = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const checkCell = style({ width: '2.75rem' });
export const check = style({ width: '1.25rem', height: '1.25rem', margin: 0 });
export const draftBadge = style({
  display: 'inline-block',
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
});

// The preview: nearly the whole screen, so the page inside is drawn at a computer's width.
export const previewDialog = style({
  position: 'fixed',
  inset: vars.space.md,
  display: 'grid',
  gridTemplateRows: 'auto auto auto minmax(0, 1fr) auto',
  gap: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.lg,
  zIndex: vars.z.overlay,
});

export const previewWidths = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const previewFrame = style({
  justifySelf: 'center',
  width: '100%',
  height: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const phoneFrame = style({ width: 'min(100%, 390px)' });
