import { zodResolver } from '@hookform/resolvers/zod';
import { clientSettingsBodySchema, type ClientSettingsBody, type ClubSettings } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { CLUB_NAME_DEBOUNCE_MS } from '@clubroom/domain/rules';
import { useEffect, useState, type ComponentProps } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { secondaryButton } from '../../ui/buttons';
import { SelectField, TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { SwitchField } from '../../ui/switch-field';
import { TextAreaField } from '../people/text-area-field';
import { useSaveSettings, useTimeZones } from './use-club-profile';

const t = messages.clubProfile;
type Values = z.input<typeof clientSettingsBodySchema>;
type Output = z.output<typeof clientSettingsBodySchema>;

/** Where 'Save and continue' goes: the payment splash while the club is being set up (spec §2), else the admin home. */
const SIGN_UP_NEXT = '/cms/transition/splash/payment';

const valuesOf = (s: ClubSettings): Values => ({
  'club-name': s.clubName,
  phone: s.phone,
  website: s.website,
  facebook: s.facebook,
  twitter: s.twitter,
  instagram_handle: s.instagram_handle,
  youtube_account: s.youtube_account,
  tiktok_handle: s.tiktok_handle,
  'listing-description': s.description,
  'listings-active': s.listingsActive,
});

/** The club's details, socials, time zone, listing description and 'List my classes'; the name also saves itself. */
export function ProfileForm({ settings }: { settings: ClubSettings }) {
  const save = useSaveSettings();
  const zones = useTimeZones();
  const navigate = useNavigate();
  const [timezone, setTimezone] = useState(settings.timezone);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(clientSettingsBodySchema),
    defaultValues: valuesOf(settings),
  });

  const [lastSavedName, setLastSavedName] = useState(settings.clubName);
  const send = async (body: ClientSettingsBody, then?: () => unknown) => {
    setProblem(null);
    setNotice(null);
    try {
      const saved = await save.mutateAsync({ body, timezone });
      setLastSavedName(saved.clubName);
      setNotice(t.saved);
      await then?.();
    } catch (err) {
      const issues = Object.entries(fieldIssues(err));
      for (const [field, message] of issues) setError(field as Path<Values>, { message });
      setProblem(userMessage(err, t.saveFailed));
    }
  };

  // The club's name saves itself a second after the organiser stops typing, when the rest of the form is fine.
  const clubName = useWatch({ control, name: 'club-name' });
  const phone = useWatch({ control, name: 'phone' });
  const { mutateAsync } = save;
  useEffect(() => {
    if (clubName.trim() === lastSavedName) return;
    const timer = setTimeout(() => {
      const parsed = clientSettingsBodySchema.safeParse(getValues());
      if (!parsed.success) return;
      setLastSavedName(parsed.data['club-name']);
      mutateAsync({ body: getValues() }).then(
        () => setNotice(t.clubNameSaved),
        () => undefined, // Save shows what is wrong
      );
    }, CLUB_NAME_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [clubName, lastSavedName, getValues, mutateAsync]);

  const missingRequired = clubName.trim() === '' || phone.trim() === '';
  const next = settings.onSignUp ? SIGN_UP_NEXT : clubPages.cmsHome.path;
  const text = (name: Path<Values>, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField
      id={`profile-${name}`}
      label={label}
      error={errors[name as keyof Values]?.message}
      {...extra}
      {...register(name)}
    />
  );

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={handleSubmit((values) => send(values))}
      aria-labelledby="details-heading"
    >
      <h2 id="details-heading" className="text-xl font-semibold">
        {t.detailsHeading}
      </h2>
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('club-name', t.clubName, { hint: t.clubNameHint, autoComplete: 'organization', required: true })}
        {text('phone', t.phone, { type: 'tel', autoComplete: 'tel', required: true })}
        {text('website', t.website, { type: 'url', inputMode: 'url', placeholder: 'https://' })}
        <SelectField
          id="profile-timezone"
          label={t.timezone}
          value={timezone}
          options={(zones.data?.data ?? [timezone]).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
          onChange={setTimezone}
        />
      </div>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-semibold">{t.socialHeading}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('facebook', t.facebook)}
          {text('twitter', t.twitter)}
          {text('instagram_handle', t.instagram)}
          {text('youtube_account', t.youtube)}
          {text('tiktok_handle', t.tiktok)}
        </div>
      </fieldset>
      <TextAreaField
        id="profile-listing-description"
        label={t.description}
        rows={5}
        error={errors['listing-description']?.message}
        {...register('listing-description')}
      />
      {settings.supportsListingSite && (
        <Controller
          control={control}
          name="listings-active"
          render={({ field }) => (
            <SwitchField
              id="profile-listings-active"
              label={t.listMyClasses}
              hint={t.listMyClassesHint}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
            />
          )}
        />
      )}
      {notice && <FormAlert tone="info">{notice}</FormAlert>}
      <div className="flex flex-wrap items-center gap-3">
        <SpinnerButton type="submit" loading={save.isPending} loadingLabel={t.saving} disabled={missingRequired}>
          {t.save}
        </SpinnerButton>
        <button
          type="button"
          className={secondaryButton}
          disabled={missingRequired || save.isPending}
          onClick={handleSubmit((values) => send(values, () => navigate(next)))}
        >
          {t.saveAndContinue}
        </button>
      </div>
    </form>
  );
}
