import { AppShellMain } from '@mantine/core';
import { type ComponentProps, type CSSProperties, useEffect, useState } from 'react';

/*
 * Mantine's `AppShell` drawn by hand, as the signed-in layout uses it (fixed; a 56 px header, a
 * 280 px navbar folding below `sm`, a 40 px footer, padding md): the same elements, class names
 * (`AppShell.module.css`, read from `AppShellMain`, whose module does not import `AppShell`), data
 * attributes and CSS variables. `AppShell` itself carries its header and footer, which import
 * react-remove-scroll for one class name: 5 kB gzipped, with AppShell's 6 kB, before the first row.
 */
const classes = AppShellMain.classes;
/** react-remove-scroll-bar's `zeroRightClassName`: a dialog's scroll lock keeps these clear of its bar. */
const ZERO_RIGHT = 'right-scroll-bar-position';
const collapsed =
  '--app-shell-navbar-transform:translateX(calc(var(--app-shell-navbar-width) * -1));--app-shell-navbar-transform-rtl:translateX(var(--app-shell-navbar-width));';

/** The variables Mantine's AppShellMediaStyles writes for these sizes and the navbar's state. */
const shellVariables = (mobileOpened: boolean, desktopOpened: boolean) =>
  ':root{--app-shell-navbar-width:calc(17.5rem * var(--mantine-scale));--app-shell-navbar-offset:calc(17.5rem * var(--mantine-scale));--app-shell-header-height:calc(3.5rem * var(--mantine-scale));--app-shell-header-offset:calc(3.5rem * var(--mantine-scale));--app-shell-footer-height:calc(2.5rem * var(--mantine-scale));--app-shell-footer-offset:calc(2.5rem * var(--mantine-scale));--app-shell-padding:var(--mantine-spacing-md);}' +
  (desktopOpened
    ? ''
    : `@media(min-width: 48em){:root{${collapsed}--app-shell-navbar-offset:0px !important;}}`) +
  (mobileOpened
    ? '@media(max-width: 48em){:root{--app-shell-navbar-offset:0px;--app-shell-navbar-width:100%;}}'
    : `@media(max-width: 47.99375em){:root{--app-shell-navbar-width:100%;--app-shell-navbar-offset:0px;${collapsed}}}`);

/** No transition while the window is resized, nor as the shell first shows (Mantine's `useResizing`). */
const useResizing = () => {
  const [resizing, setResizing] = useState(true);
  useEffect(() => {
    let timer = window.setTimeout(() => setResizing(false), 200);
    const onResize = () => {
      setResizing(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setResizing(false), 200);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, []);
  return resizing;
};

const vars = (variables: Record<string, string | number>) => variables as CSSProperties;

export const ShellFrame = ({
  mobileOpened,
  desktopOpened,
  children,
}: {
  mobileOpened: boolean;
  desktopOpened: boolean;
  children: React.ReactNode;
}) => (
  <>
    <style>{shellVariables(mobileOpened, desktopOpened)}</style>
    <div
      className={`${classes.root} mantine-AppShell-root`}
      data-resizing={useResizing() || undefined}
      data-mode="fixed"
      style={vars({
        '--app-shell-transition-duration': '200ms',
        '--app-shell-transition-timing-function': 'ease',
      })}
    >
      {children}
    </div>
  </>
);

export const ShellHeader = (props: ComponentProps<'header'>) => (
  <header
    className={`${classes.header} mantine-AppShell-header ${ZERO_RIGHT}`}
    data-with-border
    style={vars({ '--app-shell-header-z-index': 100 })}
    {...props}
  />
);

export const ShellNavbar = (props: ComponentProps<'nav'>) => (
  <nav
    className={`${classes.navbar} mantine-AppShell-navbar`}
    data-with-border
    style={vars({ '--app-shell-navbar-z-index': 'calc(100 + 1)' })}
    {...props}
  />
);

export const ShellMain = ({ style, ...props }: ComponentProps<'main'>) => (
  <main className={`${classes.main} mantine-AppShell-main`} style={style} {...props} />
);

export const ShellFooter = ({ style, ...props }: ComponentProps<'footer'>) => (
  <footer
    className={`${classes.footer} mantine-AppShell-footer ${ZERO_RIGHT}`}
    data-with-border
    style={{ ...vars({ '--app-shell-footer-z-index': 100 }), ...style }}
    {...props}
  />
);
