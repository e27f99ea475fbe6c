import type { Bootstrap, PublicClub } from '@clubroom/domain/api';
import { currencySymbolFor, logoUrlOf, themeColoursOf } from '@clubroom/domain/rules';
import type { ResolvedClub, Tenant } from '../../platform/tenancy.js';

/** Theme colours are stored as 3 or 6 hex digits; the web app gets them as 6. */
export function toPublicClub(club: ResolvedClub): PublicClub {
  return {
    subdomain: club.subdomain,
    name: club.name,
    timeZone: club.timeZone,
    currency: club.currency,
    currencySymbol: currencySymbolFor(club.currency),
    description: club.description,
    theme: themeColoursOf(club),
    logoUrl: logoUrlOf(club.logoKey, club.logoUpdatedAt),
    takingBookings: club.suspendedAt === null,
  };
}

/** What the web app needs before its first render: which club (if any) this host is. */
export function bootstrapFor(tenant: Tenant, baseDomain: string, publicUrl: URL): Bootstrap {
  return {
    baseDomain,
    platformUrl: publicUrl.href,
    club: tenant.kind === 'club' ? toPublicClub(tenant.club) : null,
    notFound: tenant.kind === 'unknown-club',
  };
}
