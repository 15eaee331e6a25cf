import { TabsList, UnstyledButton, useMantineTheme } from '@mantine/core';
import {
  type ComponentProps,
  type CSSProperties,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
} from 'react';

/*
 * Mantine's `Tabs` drawn by hand, as a screen's tabs use it (default variant, horizontal, the panel
 * of a tab not shown unmounted): the same elements, class names (`Tabs.module.css`, read from
 * `TabsList`, whose module does not import `Tabs`), data attributes, ARIA and keys (arrows move and
 * open, Home and End move). Mantine's `Tabs` brings its keyboard helper and its panels' machinery
 * (3 kB gzipped) before a list's first row.
 */
const classes = TabsList.classes;

interface TabsState {
  value: string;
  onChange: (value: string) => void;
  id: (part: 'tab' | 'panel', value: string) => string;
}
const TabsContext = createContext<TabsState | null>(null);
const useTabs = () => {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('Tabs.List, Tabs.Tab and Tabs.Panel go inside Tabs');
  return tabs;
};

const Root = ({
  value,
  onChange,
  children,
}: {
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) => {
  const uid = useId();
  const theme = useMantineTheme();
  return (
    <TabsContext.Provider value={{ value, onChange, id: (part, tab) => `${uid}-${part}-${tab}` }}>
      <div
        className={`${classes.root} mantine-Tabs-root`}
        data-variant="default"
        data-orientation="horizontal"
        id={uid}
        style={
          {
            '--tabs-radius': 'var(--mantine-radius-default)',
            '--tabs-color': `var(--mantine-color-${theme.primaryColor}-filled)`,
          } as CSSProperties
        }
      >
        {children}
      </div>
    </TabsContext.Provider>
  );
};

const List = (props: ComponentProps<'div'>) => (
  <div
    className={`${classes['list--default']} ${classes.list} mantine-Tabs-list`}
    data-variant="default"
    data-orientation="horizontal"
    role="tablist"
    aria-orientation="horizontal"
    {...props}
  />
);

/** Mantine's scoped keys, horizontal and looping: arrows move and open, Home and End move. */
const moveByKey = (event: KeyboardEvent<HTMLButtonElement>) => {
  const tabs = [
    ...(event.currentTarget
      .closest('[role="tablist"]')
      ?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []),
  ].filter((tab) => !tab.disabled);
  const current = tabs.indexOf(event.currentTarget);
  const last = tabs.length - 1;
  const target = {
    ArrowRight: current === last ? 0 : current + 1,
    ArrowLeft: current === 0 ? last : current - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (target === undefined || current < 0) return;
  event.stopPropagation();
  event.preventDefault();
  tabs[target]?.focus();
  if (event.key.startsWith('Arrow')) tabs[target]?.click();
};

const Tab = ({
  value,
  children,
  ...props
}: { value: string; children: ReactNode } & Omit<ComponentProps<'button'>, 'value'>) => {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <UnstyledButton
      className={`${classes['tab--default']} ${classes.tab} mantine-Tabs-tab`}
      data-variant="default"
      data-active={active || undefined}
      data-orientation="horizontal"
      role="tab"
      id={tabs.id('tab', value)}
      aria-selected={active}
      tabIndex={active ? 0 : -1}
      aria-controls={tabs.id('panel', value)}
      onClick={() => tabs.onChange(value)}
      onKeyDown={moveByKey}
      {...props}
    >
      <span className={`${classes.tabLabel} mantine-Tabs-tabLabel`}>{children}</span>
    </UnstyledButton>
  );
};

const Panel = ({ value, children }: { value: string; children: ReactNode }) => {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <div
      className={`${classes.panel} mantine-Tabs-panel`}
      data-orientation="horizontal"
      role="tabpanel"
      id={tabs.id('panel', value)}
      aria-labelledby={tabs.id('tab', value)}
      style={active ? undefined : { display: 'none' }}
    >
      {active ? children : null}
    </div>
  );
};

export const Tabs = Object.assign(Root, { List, Tab, Panel });
