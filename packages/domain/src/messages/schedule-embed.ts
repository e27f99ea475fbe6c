/** The embeddable schedule's settings page (/cms/settings/embed): the snippet and its preview. */
export const scheduleEmbedMessages = {
  scheduleEmbed: {
    title: 'Schedule on your website',
    hint: 'A snippet that shows your schedule, with its filters, on your own website.',
    intro:
      'Paste this snippet into a page of your own website where the schedule should appear. It shows your classes and camps with their filters in your theme’s colours; families book on this site.',
    snippetLabel: 'Snippet to paste into your website',
    copy: 'Copy snippet',
    copied: 'Copied.',
    copyFailed: 'Select the snippet and copy it yourself.',
    previewTitle: 'Preview',
    previewHint: 'What the snippet shows, as a family sees it on your website.',
  },
} as const;
