import { addMessages, type Strings } from '@/i18n/instance.ts';

/** The tasks screens' strings (`tasks.*`), in French and English: they load with
 * the screens that import this module, not with the shell (apps/web/README.md, "First load"). */
export const fr = {
  tasks: {
    name: 'Tâche',
    state: 'État',
    progress: 'Avancement',
    attempts: 'Essais',
    createdAt: 'Créée le',
    startedAt: 'Commencée le',
    finishedAt: 'Terminée le',
    lastError: 'Dernière erreur',
    allStates: 'Tous les états',
    relaunch: 'Relancer',
    live: 'Mise à jour en direct',
    states: {
      created: 'En attente',
      retry: 'À réessayer',
      active: 'En cours',
      completed: 'Terminée',
      cancelled: 'Annulée',
      failed: 'En échec',
    },
  },
};

export const en: Strings<typeof fr> = {
  tasks: {
    name: 'Task',
    state: 'State',
    progress: 'Progress',
    attempts: 'Attempts',
    createdAt: 'Created',
    startedAt: 'Started',
    finishedAt: 'Finished',
    lastError: 'Last error',
    allStates: 'All states',
    relaunch: 'Relaunch',
    live: 'Live updates',
    states: {
      created: 'Waiting',
      retry: 'To retry',
      active: 'Running',
      completed: 'Completed',
      cancelled: 'Cancelled',
      failed: 'Failed',
    },
  },
};

addMessages({ fr, en });
