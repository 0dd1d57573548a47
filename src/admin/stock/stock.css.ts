import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';
import { input } from '#src/ui/field.css';

export const setter = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const units = style([input, { width: '4.5rem', padding: `${vars.space.xs} ${vars.space.sm}` }]);

export const filterField = style({ display: 'grid', gap: vars.space.xs, minWidth: '8rem', flex: '1 1 8rem' });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
