export type LegalDoc = 'privacy' | 'terms' | 'cookies';

/** Every legal text takes effect on the same date (docs/product.md section 1). */
export const LEGAL_EFFECTIVE_DATE = 'January 1, 2025';

export const LEGAL_TEXTS: Record<LegalDoc, { title: string; sections: { heading: string; body: string }[] }> =
  {
    privacy: {
      title: 'Privacy Policy',
      sections: [
        {
          heading: 'What we collect',
          body: 'When you search, we record the search term, a random session id stored in your browser, your IP address and your browser type, to improve the service and keep it safe. When you subscribe or contact us, we keep the details you give us.',
        },
        {
          heading: 'How we use it',
          body: 'We use this information to answer your searches, show your recent searches, reply to your messages and send the newsletter you asked for. We do not sell personal information.',
        },
        {
          heading: 'Your choices',
          body: 'You can clear your recent searches at any time, unsubscribe from the newsletter through the link in every issue, and ask us to delete your contact details by writing to us.',
        },
      ],
    },
    terms: {
      title: 'Terms of Service',
      sections: [
        {
          heading: 'Information only',
          body: 'NameScope shows what public blockchain naming services report. Availability, ownership and expiry can change at any moment; always confirm with the naming service before you register or buy a name.',
        },
        {
          heading: 'Third-party services',
          body: 'Registration, purchase and profile links lead to independent services with their own terms. We are not responsible for their content, prices or availability.',
        },
        {
          heading: 'Acceptable use',
          body: 'Do not use NameScope to harass others, to overload the service with automated requests, or to misrepresent the ownership of a name.',
        },
      ],
    },
    cookies: {
      title: 'Cookie Policy',
      sections: [
        {
          heading: 'What we store',
          body: 'We store a random session id for your recent searches, your theme preference and whether you dismissed the newsletter popup in your browser storage. The admin area uses one session cookie.',
        },
        {
          heading: 'No tracking cookies',
          body: 'We do not use advertising or cross-site tracking cookies. Third-party pages you open from NameScope may set their own.',
        },
        {
          heading: 'Clearing them',
          body: "You can clear these values at any time through your browser's settings; the site then starts afresh with the light theme.",
        },
      ],
    },
  };
