/** Facebook, Messenger, Instagram and TikTok open links in their own browser, which has no wallet and its own cookies. */
const IN_APP_BROWSER = /FBAN|FBAV|FB_IAB|Instagram|TikTok|musical_ly|BytedanceWebview/i;

export const isInAppBrowser = (userAgent: string) => IN_APP_BROWSER.test(userAgent);
