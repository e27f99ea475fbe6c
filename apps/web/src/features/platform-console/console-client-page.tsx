import type { ConsoleClientDetail } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { platformPages } from '@clubroom/domain/pages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import { useParams } from 'react-router';
import { useBootstrap } from '../../lib/club-context';
import { isNotFound } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { BackLink } from '../../ui/back-link';
import { textButton } from '../../ui/buttons';
import { DetailList } from '../../ui/detail-list';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { AccountStatus } from './account-status';
import { clubSiteUrl } from './club-site-url';
import { FeatureSwitches } from './feature-switches';
import { PremiumPanel } from './premium-panel';
import { RatesPanel } from './rates-panel';
import { Section } from './section';
import { SkinPanel } from './skin-panel';
import { StylesheetPanel } from './stylesheet-panel';
import { StatusBadge } from './status-badge';
import { useCanManage, useConsoleClient } from './use-console';

const t = messages.platformConsole;

function ClientDetail({ detail, canManage }: { detail: ConsoleClientDetail; canManage: boolean }) {
  const { client } = detail;
  const { baseDomain } = useBootstrap();
  const adminUrl = clubSiteUrl(client.subdomain, baseDomain, '/cms');
  const money = (minor: number) => formatMoney(minor, currencySymbolFor(client.currency));
  usePageTitle(client.name);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{client.name}</h1>
        <StatusBadge status={client.status} />
      </div>
      {!canManage && <p className="text-gray-700">{t.readOnly}</p>}
      <Section title={t.details}>
        <DetailList
          items={[
            [t.address, client.subdomain],
            [t.columns.region, client.region],
            [t.columns.created, client.createdDate],
            [t.columns.owner, client.owner ? `${client.owner.name} (${client.owner.email})` : t.noOwner],
            [t.timeZone, client.timeZone],
            [t.phone, client.phone],
            [t.website, client.website],
            [t.listed, client.listed ? t.yes : t.no],
            [t.columns.bookings, String(client.bookingsThisMonth)],
            [t.columns.takings, money(client.takingsThisMonth)],
            [t.columns.platformFees, money(client.platformFeesThisMonth)],
          ]}
        />
        <p>
          <a className={textButton} href={adminUrl}>
            {t.openAdmin}
          </a>
        </p>
        {client.owner && <p className="text-sm text-gray-700">{t.openAdminHint(client.owner.email)}</p>}
      </Section>
      <AccountStatus detail={detail} canManage={canManage} />
      <Section title={t.staff}>
        {detail.staff.length === 0 ? (
          <p>{t.noStaff}</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {detail.staff.map((s) => (
              <li key={s.email} className="py-2 break-words">
                <span className="font-medium">{s.name}</span> · {s.email} · {s.role} · {s.status}
                {s.financialAccess && ` · ${t.financialAccess}`}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t.payments}>
        <DetailList
          items={[
            [t.account, detail.payments.accountId ?? t.notConnected],
            [t.subscription, detail.payments.subscriptionId ?? t.noSubscription],
            [t.feeMode, detail.payments.absorbCharges ? t.absorbed : t.passedOn],
          ]}
        />
      </Section>
      <FeatureSwitches detail={detail} canManage={canManage} />
      <RatesPanel detail={detail} canManage={canManage} />
      <SkinPanel detail={detail} canManage={canManage} />
      <StylesheetPanel detail={detail} canManage={canManage} />
      <PremiumPanel detail={detail} canManage={canManage} />
    </>
  );
}

/** /manage/clients/:clientId: one club's details, staff, payments, features, rates, skin and account status. */
export default function ConsoleClientPage() {
  const clientId = Number(useParams().clientId);
  const detail = useConsoleClient(clientId);
  const canManage = useCanManage();
  return (
    <div className="space-y-4">
      <BackLink to={platformPages.console.path}>{t.backToClubs}</BackLink>
      {detail.isPending && <Loading lines={6} label="Loading the club…" />}
      {detail.isError &&
        (isNotFound(detail.error) ? (
          <p role="alert">{t.notFound}</p>
        ) : (
          <LoadFailed message={t.loadFailed} retry={detail.refetch} />
        ))}
      {detail.data && <ClientDetail detail={detail.data} canManage={canManage} />}
    </div>
  );
}
