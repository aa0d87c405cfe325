// "Your details": name, email and employment as the employer holds them, read only; the email can
// be changed by a confirmation link (EmailChange), unless single sign-on owns it.
import { Box, Grid } from '@chakra-ui/react';
import { Fragment } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProfileDetails_viewer$key } from '../../__generated__/ProfileDetails_viewer.graphql';
import { PageSection } from '../../shell/PageSection';
import { formatDate } from '../../format/dates';
import { EmailChange } from './EmailChange';
import { profileStrings as S } from './strings';

export function ProfileDetails({ viewer }: { viewer: ProfileDetails_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileDetails_viewer on Viewer {
        name
        email
        employment {
          employeeNumber
          jobTitle
          department
          location
          startDate
          employmentStatus
        }
        ...EmailChange_viewer
      }
    `,
    viewer,
  );
  const { employment } = data;
  const rows: [string, string | null | undefined][] = [
    [S.name, data.name],
    [S.email, data.email],
    [S.employeeNumber, employment.employeeNumber],
    [S.jobTitle, employment.jobTitle],
    [S.department, employment.department],
    [S.location, employment.location],
    [S.startDate, employment.startDate ? formatDate(employment.startDate) : null],
    [S.employmentStatus, S.employmentStatuses[employment.employmentStatus] ?? employment.employmentStatus],
  ];
  return (
    <PageSection id="profile-details" title={S.detailsHeading} description={S.detailsIntro}>
      <Grid as="dl" templateColumns={{ base: '1fr', md: '12rem 1fr' }} columnGap="6" rowGap={{ base: '1', md: '3' }}>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <Box as="dt" color="gray.700" mt={{ base: '2', md: '0' }}>
              {label}
            </Box>
            <Box
              as="dd"
              color={value ? 'gray.900' : 'gray.700'}
              fontWeight={value ? '500' : '400'}
              wordBreak="break-word"
            >
              {value ?? S.notGiven}
            </Box>
          </Fragment>
        ))}
      </Grid>
      <EmailChange viewer={data} />
    </PageSection>
  );
}
