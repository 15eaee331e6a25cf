import { addMessages, type Strings } from '@/i18n/instance.ts';

/** The profile screens' strings (`profile.*`), in French and English: they load with
 * the screens that import this module, not with the shell (apps/web/README.md, "First load"). */
export const fr = {
  profile: {
    details: 'Mes informations',
    password: 'Changer de mot de passe',
    passwordHint: 'Laissez vide pour garder votre mot de passe actuel.',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
  },
};

export const en: Strings<typeof fr> = {
  profile: {
    details: 'My details',
    password: 'Change my password',
    passwordHint: 'Leave empty to keep your current password.',
    currentPassword: 'Current password',
    newPassword: 'New password',
  },
};

addMessages({ fr, en });
