import { defineMessages } from './messages-types.ts';

/** Messages of every feature (errors, validation, the generic texts); merged into the catalogue in messages.ts. */
export const coreMessages = defineMessages({
  genericError: { en: 'A generic error has appear.', fr: 'Une erreur est survenue.' },
  success: { en: 'Success !', fr: 'Succès !' },
  backgroundTaskLaunched: {
    en: 'A background task has successfully been launched.',
    fr: 'Une tâche de fond a bien été lancée.',
  },
  required: { en: 'This field is required.', fr: 'Ce champ est obligatoire.' },
  invalidEmail: { en: 'This is not a valid email address.', fr: "Cette adresse e-mail n'est pas valide." },
  passwordTooShort: {
    en: 'The password must have at least 10 characters.',
    fr: 'Le mot de passe doit contenir au moins 10 caractères.',
  },
  passwordRequired: {
    en: 'A password is required for a new user.',
    fr: 'Un mot de passe est obligatoire pour un nouvel utilisateur.',
  },
  currentPasswordRequired: {
    en: 'Give your current password to change it.',
    fr: 'Indiquez votre mot de passe actuel pour le changer.',
  },
  currentPasswordWrong: {
    en: 'The current password is not right.',
    fr: "Le mot de passe actuel n'est pas le bon.",
  },
  badCredentials: {
    en: 'The user name or the password is not right.',
    fr: "Le nom d'utilisateur ou le mot de passe n'est pas le bon.",
  },
  badLoginToken: {
    en: 'This sign-in link is not valid any more.',
    fr: "Ce lien de connexion n'est plus valable.",
  },
  badRefreshToken: { en: 'Your session has ended.', fr: 'Votre session est terminée.' },
  unauthenticated: { en: 'Please sign in.', fr: 'Veuillez vous connecter.' },
  forbidden: {
    en: 'You do not have the permission to do this.',
    fr: "Vous n'avez pas la permission de faire cela.",
  },
  notFound: { en: 'Not found.', fr: 'Introuvable.' },
  routeNotFound: { en: 'This page could not be found', fr: "Cette page n'existe pas" },
  conflict: {
    en: 'Someone else changed this in the meantime. Reload to see their changes.',
    fr: "Quelqu'un d'autre l'a modifié entre-temps. Rechargez pour voir ses changements.",
  },
  tooLarge: { en: 'This is too large.', fr: 'C’est trop volumineux.' },
  rateLimited: {
    en: 'Too many attempts. Try again in {seconds} seconds.',
    fr: 'Trop de tentatives. Réessayez dans {seconds} secondes.',
  },
  malformedJson: { en: 'The request is not valid JSON.', fr: "La requête n'est pas un JSON valide." },
  databaseUnavailable: {
    en: 'The service is briefly unavailable. Try again in {seconds} seconds.',
    fr: 'Le service est momentanément indisponible. Réessayez dans {seconds} secondes.',
  },
  invalidValue: {
    en: 'A value of the request is out of what can be stored.',
    fr: 'Une valeur de la requête sort de ce qui peut être enregistré.',
  },
  resetTokenInvalid: {
    en: 'This reset link is not valid any more. Ask for a new one.',
    fr: "Ce lien de réinitialisation n'est plus valable. Demandez-en un nouveau.",
  },
  userNameTaken: { en: 'This user name is already used.', fr: "Ce nom d'utilisateur est déjà pris." },
  emailTaken: { en: 'This email address is already used.', fr: 'Cette adresse e-mail est déjà utilisée.' },
  roleNameTaken: { en: 'A role of this name already exists.', fr: 'Un rôle porte déjà ce nom.' },
  unknownClaim: { en: 'Unknown permission.', fr: 'Permission inconnue.' },
  unknownRole: { en: 'Unknown role.', fr: 'Rôle inconnu.' },
  cannotDeleteSelf: {
    en: 'You cannot delete your own account.',
    fr: 'Vous ne pouvez pas supprimer votre propre compte.',
  },
  lastUserManager: {
    en: 'At least one user must keep the permission to manage users.',
    fr: 'Au moins un utilisateur doit garder la permission de gérer les utilisateurs.',
  },
  taskNotFailed: {
    en: 'Only a failed task can be relaunched.',
    fr: 'Seule une tâche en échec peut être relancée.',
  },
  dateRange: {
    en: 'The end must come after the start.',
    fr: 'La fin doit venir après le début.',
  },
});
