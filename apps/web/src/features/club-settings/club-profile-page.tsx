import { messages } from '@clubroom/domain/messages';
import { usePageTitle } from '../../lib/page-title';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { LogoUpload } from './logo-upload';
import { ProfileForm } from './profile-form';
import { ThemePicker } from './theme-picker';
import { useClubSettings } from './use-club-profile';

const t = messages.clubProfile;

/** /cms/settings/profile: the club's theme, logo, details, socials, time zone and listing. */
export default function ClubProfilePage() {
  usePageTitle(t.title);
  const settings = useClubSettings();
  const data = settings.data?.data;
  return (
    <div className="space-y-8">
      <AdminPageHeading title={t.title} />
      <p className="text-gray-700">{t.intro}</p>
      {settings.isError && <LoadFailed message={t.loadFailed} retry={settings.refetch} />}
      {!data && !settings.isError && <Loading lines={8} />}
      {data && (
        <>
          <ThemePicker theme={data.theme} club={data.clubName} />
          <LogoUpload logoUrl={data.logoUrl} club={data.clubName} />
          <ProfileForm settings={data} />
        </>
      )}
    </div>
  );
}
