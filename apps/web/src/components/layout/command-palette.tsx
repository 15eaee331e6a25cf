import '@mantine/spotlight/styles.css';
import { createSpotlight, Spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { useNavigate } from '@tanstack/react-router';
import { permittedScreens } from '@/app/screens.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useSession } from '@/lib/use-session.ts';

const [store, palette] = createSpotlight();

export const openPalette = () => palette.open();

/** Ctrl+K / Cmd+K: jump to any screen the user may open (loaded on first use). */
export const CommandPalette = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const claims = useSession()?.claims.claims ?? [];
  const actions: SpotlightActionData[] = permittedScreens(claims).map((screen) => ({
    id: screen.path,
    label: t(`screens.${screen.title}`),
    description: `${t(`groups.${screen.group}`)} · ${screen.path}`,
    onClick: () => void navigate({ to: screen.path }),
  }));
  return (
    <Spotlight
      store={store}
      actions={actions}
      shortcut={null}
      nothingFound={t('layout.paletteNothing')}
      highlightQuery
      limit={12}
      searchProps={{ placeholder: t('layout.paletteSearch'), 'aria-label': t('layout.paletteSearch') }}
    />
  );
};
