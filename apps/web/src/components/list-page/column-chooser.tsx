import { onFirstUse } from '@/components/lazy/on-first-use.tsx';
import type { ColumnChooserProps } from './column-menu.tsx';
import { ColumnsButton } from './columns-button.tsx';

/**
 * Shows or hides a list's columns; the choice is remembered per user (list-table.tsx's
 * useColumnToggles). Its menu loads on first use.
 */
export const ColumnChooser = onFirstUse<ColumnChooserProps>(
  async () => (await import('./column-menu.tsx')).ColumnMenu,
  ({ trigger }) => <ColumnsButton aria-haspopup="menu" aria-expanded={false} {...trigger} />,
);
