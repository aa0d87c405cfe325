// "Upload employee data" on the employee data page, for a viewer whose session may upload
// (Viewer.can: employer administrators); anyone else sees no button. It opens the upload-data
// side panel.
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { UploadDataButton_viewer$key } from '../../__generated__/UploadDataButton_viewer.graphql';
import { dataLoadStrings as S } from './strings';
import { UploadDataPanel } from './UploadDataPanel';

export interface UploadDataButtonProps {
  viewer: UploadDataButton_viewer$key;
  /** The employees changed (an upload applied, or one undone): the page reads its tables again. */
  onChanged?: () => void;
  pollMs?: number;
}

export function UploadDataButton({ viewer, onChanged, pollMs }: UploadDataButtonProps) {
  const { can } = useFragment(
    graphql`
      fragment UploadDataButton_viewer on Viewer {
        can {
          uploadEmployeeData
        }
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState(false);
  if (!can.uploadEmployeeData) return null;
  return (
    <>
      <Button colorPalette="brand" onClick={() => setOpen(true)} data-testid="upload-data-open">
        {S.button}
      </Button>
      <UploadDataPanel open={open} onClose={() => setOpen(false)} onChanged={onChanged} pollMs={pollMs} />
    </>
  );
}
