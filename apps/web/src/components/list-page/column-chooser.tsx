import { Button, Checkbox, Menu } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { ColumnToggle } from './list-table.tsx';

interface ColumnChooserProps {
  toggles: ColumnToggle[];
  labels: Record<string, string>;
  onChange: (toggles: ColumnToggle[]) => void;
}

/** Shows or hides a list's columns; the choice is remembered per user (list-table.tsx's useColumnToggles). */
export const ColumnChooser = ({ toggles, labels, onChange }: ColumnChooserProps) => {
  const { t } = useTranslation();
  return (
    <Menu closeOnItemClick={false} position="bottom-end">
      <Menu.Target>
        <Button variant="default" size="sm">
          {t('common.columns')}
        </Button>
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
};
