// The avatar sets a client can offer (spec: the client's avatarSet.avatarsetPlainFileURL). A set
// is a folder of images the web app serves; the api keeps the list of each set's files so that a
// person can only choose one of their own client's set, never an arbitrary URL.
export interface AvatarOption {
  url: string;
  label: string;
}

const classic = '/avatars/classic/';

// Labels are the image's alternative text on the profile's picker.
const sets: Record<string, readonly AvatarOption[]> = {
  [classic]: [
    ['teal', 'Teal avatar with short hair'],
    ['amber', 'Amber avatar with long hair'],
    ['coral', 'Coral avatar with curly hair'],
    ['violet', 'Violet avatar with a bun'],
    ['blue', 'Blue avatar with a beard'],
    ['green', 'Green avatar with glasses'],
    ['rose', 'Rose avatar with a fringe'],
    ['slate', 'Slate avatar with a cap'],
  ].map(([name, label]) => ({ url: `${classic}${name}.svg`, label: label! })),
};

/** The default set, for clients that name none. */
export const defaultAvatarSetUrl = classic;

/** The avatars a client's set offers; an unknown set offers none (the default avatar stays). */
export function avatarOptionsOf(avatarSetUrl: string | null | undefined): readonly AvatarOption[] {
  return sets[avatarSetUrl ?? defaultAvatarSetUrl] ?? [];
}
