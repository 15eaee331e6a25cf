import { defineMessages } from '../messages-types.ts';

/** Messages of addresses; merged into the catalogue in messages.ts. */
export const addressesMessages = defineMessages({
  genderUnknown: { en: 'Not stated', fr: 'Non précisé' },
  genderMale: { en: 'Male', fr: 'Homme' },
  genderFemale: { en: 'Female', fr: 'Femme' },
  countryUnknown: { en: 'This is not a country of the list.', fr: 'Ce pays n’est pas dans la liste.' },
});
