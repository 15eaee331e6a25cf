import { allClaims, type TClaimType } from '@colophon/contract';
import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { claimsQueryOptions } from '@/features/users/api/get-claims.ts';
import type { fr } from '@/i18n/areas/users.ts';
import { translateDynamic } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

type Area = keyof typeof fr.claims.areas;

/** `Permission.BackOffice.Catalog.ProductList` → area `Catalog`, action `ProductList`. */
export const splitClaim = (claim: string) => {
  const parts = claim.split('.');
  const area = parts[1] === 'Common' ? 'Common' : parts.at(-2);
  return { area: (area ?? 'Common') as Area, action: parts.at(-1) ?? claim };
};

interface ClaimsPickerProps {
  value: TClaimType[];
  onChange: (value: TClaimType[]) => void;
  error?: string | undefined;
  /** Prefix of the checkboxes' test ids and names. */
  name: string;
  /**
   * A user's: the claims their roles give, with the names of the roles giving each. Such a claim
   * shows ticked and names its roles, so the grid reads what the user may really do.
   */
  givenByRoles?: ReadonlyMap<string, string[]>;
}

/** A user's or a role's permissions: the claims catalogue grouped by area, one checkbox each. */
export const ClaimsPicker = ({ value, onChange, error, name, givenByRoles }: ClaimsPickerProps) => {
  const { t } = useTranslation();
  const catalogue = useQuery(claimsQueryOptions()).data?.map((claim) => claim.id) ?? allClaims;
  const held = new Set(value.map((claim) => claim.id));
  const byArea = new Map<Area, string[]>();
  for (const claim of catalogue) {
    const { area } = splitClaim(claim);
    byArea.set(area, [...(byArea.get(area) ?? []), claim]);
  }
  const set = (claims: string[], checked: boolean) => {
    const next = new Set(held);
    for (const claim of claims) {
      if (checked) next.add(claim);
      else next.delete(claim);
    }
    onChange(catalogue.filter((claim) => next.has(claim)).map((id) => ({ id })));
  };
  const label = (claim: string) => {
    const { area, action } = splitClaim(claim);
    return translateDynamic(`claims.actions.${area}.${action}`) ?? action;
  };

  return (
    <Stack gap="xs">
      {error && (
        <Text c="red.9" size="sm" role="alert">
          {error}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="sm">
        {[...byArea].map(([area, claims]) => {
          const count = claims.filter((claim) => held.has(claim)).length;
          return (
            <Fieldset key={area} legend={t(`claims.areas.${area}`)} variant="filled" p="sm">
              <Stack gap={6}>
                <Checkbox
                  label={t('claims.selectArea', { area: t(`claims.areas.${area}`) })}
                  checked={count === claims.length}
                  indeterminate={count > 0 && count < claims.length}
                  onChange={(event) => set(claims, event.currentTarget.checked)}
                  fw={600}
                />
                {claims.map((claim) => {
                  const roles = givenByRoles?.get(claim);
                  const byRoleOnly = Boolean(roles?.length) && !held.has(claim);
                  return (
                    <Checkbox
                      key={claim}
                      label={label(claim)}
                      title={claim}
                      name={`${name}.${claim}`}
                      checked={held.has(claim) || byRoleOnly}
                      // Given by a role: changed on the role, not here.
                      disabled={byRoleOnly}
                      description={
                        roles?.length ? t('claims.givenBy', { roles: roles.join(', ') }) : undefined
                      }
                      onChange={(event) => set([claim], event.currentTarget.checked)}
                      error={error ? true : undefined}
                      data-testid={`claim-${claim}`}
                    />
                  );
                })}
              </Stack>
            </Fieldset>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
};
