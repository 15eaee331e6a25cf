import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZGender } from '../users/users.ts';

/**
 * The option lists an address form picks from: genders (SPEC §9: Unknown, Male, Female) and the
 * countries of ISO 3166-1, each labelled in the caller's language (Accept-Language, French by default).
 */
export const ZGenderOption = z.object({ id: ZGender, label: z.string() });
export type TGenderOption = z.infer<typeof ZGenderOption>;

/** A country: its ISO 3166-1 alpha-2 code (what an address stores) and its name. */
export const ZCountryOption = z.object({ id: z.string().regex(/^[A-Z]{2}$/), label: z.string() });
export type TCountryOption = z.infer<typeof ZCountryOption>;

export const addressEndpoints = {
  genders: defineEndpoint({
    method: 'GET',
    path: '/Common/Address/GetGendersSelectList',
    reference: true,
    access: 'signed-in',
    summary: 'The genders a person may be given, with their labels in the caller’s language',
    response: z.array(ZGenderOption),
  }),
  countries: defineEndpoint({
    method: 'GET',
    path: '/Common/Address/GetCountriesSelectList',
    reference: true,
    access: 'signed-in',
    summary:
      'The countries of ISO 3166-1 (alpha-2 code and name in the caller’s language, French or English), sorted by name; France first',
    response: z.array(ZCountryOption),
  }),
};
