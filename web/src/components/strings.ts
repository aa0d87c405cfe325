// The words of the components content is shown with: an embedded video's placeholder, which
// says why the video is not there and how to have it, in the cookie banner's own terms.
export const videoStrings = {
  /** The player's frame title, for a video content gave no title. */
  untitled: 'Video',
  placeholderTitle: (title: string | null) => (title ? `Video: ${title}` : 'Video'),
  placeholderText: (host: string) =>
    `This video is hosted by ${host}, which sets cookies. Turn on video player cookies to watch it.`,
  changeSettings: 'Change cookie settings',
} as const;
