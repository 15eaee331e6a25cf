import { addMessages, type Strings } from '@/i18n/instance.ts';

/** The auth screens' strings (`auth.*`), in French and English: they load with
 * the screens that import this module, not with the shell (apps/web/README.md, "First load"). */
export const fr = {
  auth: {
    userName: "Nom d'utilisateur",
    password: 'Mot de passe',
    signIn: 'Se connecter',
    forgotLink: 'Mot de passe oublié ?',
    signingInWithLink: 'Connexion avec votre lien…',
    forgotIntro:
      'Indiquez votre adresse e-mail : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    email: 'Adresse e-mail',
    sendLink: 'Envoyer le lien',
    backToLogin: 'Retour à la connexion',
    forgotSuccess:
      'Si un compte correspond à cette adresse, un e-mail contenant un lien de réinitialisation vient de partir. Pensez à vérifier vos indésirables.',
    resetIntro: 'Choisissez votre nouveau mot de passe (au moins 10 caractères).',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmez le mot de passe',
    passwordsDiffer: 'Les deux mots de passe sont différents.',
    resetSubmit: 'Changer le mot de passe',
    resetMissingToken: 'Ce lien est incomplet. Demandez un nouveau lien de réinitialisation.',
    resetSuccess: 'Votre mot de passe a été changé. Vous pouvez maintenant vous connecter.',
  },
};

export const en: Strings<typeof fr> = {
  auth: {
    userName: 'User name',
    password: 'Password',
    signIn: 'Sign in',
    forgotLink: 'Forgot your password?',
    signingInWithLink: 'Signing in with your link…',
    forgotIntro: 'Give your email address: we will send you a link to choose a new password.',
    email: 'Email address',
    sendLink: 'Send the link',
    backToLogin: 'Back to sign in',
    forgotSuccess:
      'If an account matches this address, an email with a reset link is on its way. Check your spam folder too.',
    resetIntro: 'Choose your new password (at least 10 characters).',
    newPassword: 'New password',
    confirmPassword: 'Confirm the password',
    passwordsDiffer: 'The two passwords differ.',
    resetSubmit: 'Change the password',
    resetMissingToken: 'This link is incomplete. Ask for a new reset link.',
    resetSuccess: 'Your password has been changed. You can sign in now.',
  },
};

addMessages({ fr, en });
