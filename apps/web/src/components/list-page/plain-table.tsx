import { getSpacing, type MantineSpacing, TableTr } from '@mantine/core';
import { type ComponentProps, type CSSProperties, createContext, useContext } from 'react';

/**
 * Mantine's `Table` drawn by hand: the same elements, class names (`Table.module.css`, read from
 * `TableTr`, whose module does not import `Table`), data attributes and spacing variable. Mantine's
 * `Table` itself carries `Table.ScrollContainer`, so importing it brings `ScrollArea` and
 * floating-ui (21 kB gzipped) before a list's first row.
 */
const classes = TableTr.classes;
const HighlightOnHover = createContext(false);

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

const Thead = ({ className, ...props }: ComponentProps<'thead'>) => (
  <thead className={join(classes.thead, className)} {...props} />
);
const Tbody = ({ className, ...props }: ComponentProps<'tbody'>) => (
  <tbody className={join(classes.tbody, className)} {...props} />
);
const Tr = ({ className, ...props }: ComponentProps<'tr'>) => {
  const hover = useContext(HighlightOnHover);
  return (
    <tr
      className={join(classes.tr, className)}
      data-with-row-border
      data-hover={hover || undefined}
      {...props}
    />
  );
};
const Th = ({ className, ...props }: ComponentProps<'th'>) => (
  <th className={join(classes.th, className)} {...props} />
);
const Td = ({ className, ...props }: ComponentProps<'td'>) => (
  <td className={join(classes.td, className)} {...props} />
);

type TableProps = ComponentProps<'table'> & { highlightOnHover?: boolean; verticalSpacing?: MantineSpacing };

const TableRoot = ({ highlightOnHover = false, verticalSpacing, className, style, ...props }: TableProps) => (
  <HighlightOnHover.Provider value={highlightOnHover}>
    <table
      className={join(classes.table, className)}
      style={{ '--table-vertical-spacing': getSpacing(verticalSpacing ?? 7), ...style } as CSSProperties}
      {...props}
    />
  </HighlightOnHover.Provider>
);

export const Table = Object.assign(TableRoot, { Thead, Tbody, Tr, Th, Td });
