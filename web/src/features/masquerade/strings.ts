// The masquerade screens' words: the administrator's screen and the employer's Account access list
// (the spec names masquerade but shows no text of these screens).
export const masqueradeStrings = {
  home: "Home",
  dashboard: "Employer dashboard",
  // Account access (employers)
  accessHeading: "Account access",
  accessIntro:
    "Every time our support team acted as one of your employees: who, when, why and for how long.",
  accessCaption: "Support access to employee accounts",
  accessEmpty: "Support has not accessed any of your employees’ accounts.",
  accessEmployee: "Employee",
  accessBy: "Accessed by",
  accessWhen: "When",
  accessReason: "Reason",
  accessHowLong: "How long",
  accessActive: "in progress",
  minutes: (count: number) => (count === 1 ? "1 minute" : `${count} minutes`),
  viewAccountAccess: "View account access",
  // The administrator's screen
  heading: "Masquerade",
  intro:
    "Act as a person to help them. They are emailed when and why. The session lasts 60 minutes at most, and cannot change their password, two-factor authentication or email.",
  notAllowed: "Only platform administrators can start a masquerade.",
  searchLabel: "Search people by name or email",
  searchHint: "At least 2 characters",
  search: "Search",
  resultsCaption: "People found",
  noResults: "Nobody matches that search.",
  choose: "Choose",
  chosen: "Chosen",
  person: "Person",
  client: "Client",
  userType: "Type",
  reasonLabel: "Reason",
  reasonHint:
    "Say why, e.g. the support ticket. The person reads it in their email.",
  schemeYearLabel: "Scheme year",
  start: "Create masquerade link",
  starting: "Creating link…",
  required: "This field is required",
  schemeYearInvalid: "Enter a year such as 2026",
  linkReady: "Your one-time link is ready",
  linkHint: (until: string) =>
    `It works once, until ${until}. Open it in a private window to keep your own session.`,
  openLink: "Open masquerade link",
} as const;
