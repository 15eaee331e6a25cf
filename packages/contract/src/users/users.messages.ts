import { defineMessages } from '../messages-types.ts';

/** Messages of the users feature; merged into the catalogue in messages.ts. */
export const usersMessages = defineMessages({
  userNameFormat: {
    en: 'Use only letters, digits and the signs . _ @ -',
    fr: 'Utilisez seulement des lettres, des chiffres et les signes . _ @ -',
  },
  unknownSort: {
    en: 'This list cannot be sorted by this field.',
    fr: 'Cette liste ne peut pas être triée selon ce champ.',
  },
  currentPasswordRequiredForEmail: {
    en: 'Give your current password to change your email address.',
    fr: 'Indiquez votre mot de passe actuel pour changer votre adresse e-mail.',
  },
  grantBeyondOwnClaims: {
    en: 'You can only give permissions that you hold yourself, directly or through roles.',
    fr: 'Vous ne pouvez donner que des permissions que vous détenez vous-même, directement ou par vos rôles.',
  },
  userHoldsMoreClaims: {
    en: 'This user holds permissions that you do not have: you cannot edit, reset, delete or sign in as this user.',
    fr: "Cet utilisateur détient des permissions que vous n'avez pas : vous ne pouvez ni le modifier, ni réinitialiser son mot de passe, ni le supprimer, ni vous connecter à sa place.",
  },
  roleBeyondOwnClaims: {
    en: 'This role gives permissions that you do not have: you cannot create, change or delete it.',
    fr: "Ce rôle donne des permissions que vous n'avez pas : vous ne pouvez ni le créer, ni le modifier, ni le supprimer.",
  },
  lastClaimHolder: {
    en: 'At least one user must keep each permission; nobody else holds: {claims}.',
    fr: 'Au moins un utilisateur doit garder chaque permission ; personne d’autre ne détient : {claims}.',
  },
});
