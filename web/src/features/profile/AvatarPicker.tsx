// "Your avatar": one of the client's avatar set, or the default, as a group of radio buttons
// (keyboard: arrows move, Space picks), saved with a button. The header's avatar follows from the
// store, since the payload brings the viewer back.
import { Box, Button, Image, SimpleGrid, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AvatarPicker_viewer$key } from '../../__generated__/AvatarPicker_viewer.graphql';
import { FormBanner } from '../../forms/FormBanner';
import { DEFAULT_AVATAR } from '../../shell/Avatar';
import { PageSection } from '../../shell/PageSection';
import { profileStrings as S } from './strings';
import { useChangeAvatarMutation } from './useChangeAvatarMutation';

interface Choice {
  value: string | null;
  url: string;
  label: string;
}

export function AvatarPicker({ viewer }: { viewer: AvatarPicker_viewer$key }) {
  const { avatar, avatarOptions } = useFragment(
    graphql`
      fragment AvatarPicker_viewer on Viewer {
        avatar
        avatarOptions {
          url
          label
        }
      }
    `,
    viewer,
  );
  const [chosen, setChosen] = useState<string | null>(avatar ?? null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [changeAvatar, saving] = useChangeAvatarMutation();
  const choices: Choice[] = [
    { value: null, url: DEFAULT_AVATAR, label: S.defaultAvatar },
    ...avatarOptions.map((option) => ({ value: option.url, ...option })),
  ];

  const save = async () => {
    setMessage(null);
    try {
      const { changeAvatar: payload } = await changeAvatar({ input: { avatar: chosen } });
      const refusal = payload.errors[0]?.message;
      setMessage(refusal ? { ok: false, text: refusal } : { ok: true, text: S.avatarSaved });
    } catch {
      setMessage({ ok: false, text: S.failed });
    }
  };

  return (
    <PageSection id="profile-avatar" title={S.avatarHeading} description={S.avatarIntro}>
      <Stack gap="4">
        <Box aria-live="polite">
          {message ? <FormBanner status={message.ok ? 'success' : 'error'} message={message.text} /> : null}
        </Box>
        <Box as="fieldset" border="0" p="0" m="0">
          <VisuallyHidden as="legend">{S.avatarHeading}</VisuallyHidden>
          <SimpleGrid columns={{ base: 3, sm: 5, md: 9 }} gap="3" maxW="3xl">
            {choices.map((choice) => {
              const selected = choice.value === chosen;
              return (
                <Box
                  as="label"
                  key={choice.url}
                  position="relative"
                  cursor="pointer"
                  rounded="full"
                  p="1"
                  borderWidth="3px"
                  borderColor={selected ? 'brand.solid' : 'transparent'}
                  _focusWithin={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
                  w="fit-content"
                >
                  <VisuallyHidden asChild>
                    <input
                      type="radio"
                      name="avatar"
                      value={choice.value ?? ''}
                      checked={selected}
                      onChange={() => setChosen(choice.value)}
                      aria-label={choice.label}
                    />
                  </VisuallyHidden>
                  <Image src={choice.url} alt="" boxSize="14" rounded="full" />
                </Box>
              );
            })}
          </SimpleGrid>
        </Box>
        <Box>
          <Button
            colorPalette="brand"
            onClick={() => void save()}
            loading={saving}
            loadingText={S.savingAvatar}
            disabled={chosen === (avatar ?? null)}
          >
            {S.saveAvatar}
          </Button>
        </Box>
      </Stack>
    </PageSection>
  );
}
