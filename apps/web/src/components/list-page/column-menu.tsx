import { Checkbox, Menu } from '@mantine/core';
import type { FirstUse } from '@/components/lazy/on-first-use.tsx';
import { ColumnsButton } from './columns-button.tsx';
import type { ColumnToggle } from './list-table.tsx';

export interface ColumnChooserProps {
  toggles: ColumnToggle[];
  labels: Record<string, string>;
  onChange: (toggles: ColumnToggle[]) => void;
}

/** The column chooser's menu, loaded on first use (column-chooser.tsx). */
export const ColumnMenu = ({
  toggles,
  labels,
  onChange,
  firstUse,
}: ColumnChooserProps & { firstUse: FirstUse }) => (
  <Menu closeOnItemClick={false} position="bottom-end" defaultOpened={firstUse.opened}>
    <Menu.Target>
      <ColumnsButton />
    </Menu.Target>
    <Menu.Dropdown>
      {toggles
        .filter((toggle) => toggle.toggleable)
        .map((toggle) => (
          <Menu.Item key={toggle.accessor} component="div">
            <Checkbox
              label={labels[toggle.accessor] ?? toggle.accessor}
              checked={toggle.toggled}
              onChange={(event) =>
                onChange(
                  toggles.map((item) =>
                    item.accessor === toggle.accessor
                      ? { ...item, toggled: event.currentTarget.checked }
                      : item,
                  ),
                )
              }
            />
          </Menu.Item>
        ))}
    </Menu.Dropdown>
  </Menu>
);
