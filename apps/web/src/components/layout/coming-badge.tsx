import { Badge } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';

/** Marks a screen not built yet, wherever screens are offered (drawer, palette, home). */
export const ComingBadge = () => {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="outline" color="gray.7" style={{ flexShrink: 0 }} data-testid="coming-badge">
      {t('layout.coming')}
    </Badge>
  );
};
