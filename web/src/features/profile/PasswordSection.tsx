// "Password": the change-password side panel, and what happened when it closed.
import { Box, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormBanner } from '../../forms/FormBanner';
import type { PasswordRule } from '../../forms/passwordRules';
import { NotOffered } from '../../shell/NotOffered';
import { PageSection } from '../../shell/PageSection';
import { useCan } from '../../shell/ShellContext';
import { ChangePasswordPanel } from './ChangePasswordPanel';
import { profileStrings as S } from './strings';

export function PasswordSection({ rules }: { rules: readonly PasswordRule[] }) {
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  if (!useCan('changePassword')) {
    return (
      <PageSection id="profile-password" title={S.passwordHeading} description={S.passwordIntro}>
        <NotOffered />
      </PageSection>
    );
  }
  return (
    <PageSection
      id="profile-password"
      title={S.passwordHeading}
      description={S.passwordIntro}
      actions={
        <Button
          variant="outline"
          colorPalette="brand"
          onClick={() => {
            setChanged(false);
            setOpen(true);
          }}
        >
          {S.changePassword}
        </Button>
      }
    >
      <Stack aria-live="polite">
        {changed ? (
          <Box>
            <FormBanner status="success" message={S.passwordChanged} />
          </Box>
        ) : null}
      </Stack>
      <ChangePasswordPanel
        open={open}
        rules={rules}
        onClose={(done) => {
          setOpen(false);
          setChanged(done);
        }}
      />
    </PageSection>
  );
}
