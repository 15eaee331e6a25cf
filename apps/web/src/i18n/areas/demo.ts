import { addMessages, type Strings } from '@/i18n/instance.ts';

/** The demo screens' strings (`demo.*`), in French and English: they load with
 * the screens that import this module, not with the shell (apps/web/README.md, "First load"). */
export const fr = {
  demo: {
    hello: 'Bonjour le monde !',
    helloBody: 'Une page de démonstration : si vous la voyez, la console fonctionne.',
    sortableIntro:
      'Glissez les livres pour les classer, à la souris ou au clavier : Tab jusqu’à la poignée, Espace pour saisir, flèches pour déplacer, Espace pour déposer, Échap pour annuler.',
    handle: 'Déplacer « {{title}} »',
    order: 'Ordre actuel : {{order}}',
    pickedUp: '« {{title}} » saisi, position {{position}} sur {{total}}.',
    movedTo: '« {{title}} » déplacé en position {{position}} sur {{total}}.',
    dropped: '« {{title}} » déposé en position {{position}} sur {{total}}.',
    cancelled: 'Déplacement de « {{title}} » annulé.',
    instructions:
      'Pour saisir un élément, appuyez sur Espace ou Entrée. Déplacez-le avec les flèches, déposez-le avec Espace ou Entrée, annulez avec Échap.',
  },
};

export const en: Strings<typeof fr> = {
  demo: {
    hello: 'Hello world!',
    helloBody: 'A demonstration page: if you can see it, the console works.',
    sortableIntro:
      'Drag the books to rank them, with the mouse or the keyboard: Tab to the handle, Space to pick up, arrows to move, Space to drop, Escape to cancel.',
    handle: 'Move “{{title}}”',
    order: 'Current order: {{order}}',
    pickedUp: '“{{title}}” picked up, position {{position}} of {{total}}.',
    movedTo: '“{{title}}” moved to position {{position}} of {{total}}.',
    dropped: '“{{title}}” dropped at position {{position}} of {{total}}.',
    cancelled: 'Moving “{{title}}” cancelled.',
    instructions:
      'To pick up an item, press Space or Enter. Move it with the arrow keys, drop it with Space or Enter, cancel with Escape.',
  },
};

addMessages({ fr, en });
