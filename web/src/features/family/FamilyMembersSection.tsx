// "Family members" on the profile page: each member with their relationship, date of birth,
// whether they are covered (active), and for a dependant the end of full-time education and
// registered disabled; "Add family member" opens the add-family-member side panel, and each
// member's Edit the same form for them. The message a save leaves is announced here.
import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  FamilyMembersSection_viewer$data,
  FamilyMembersSection_viewer$key,
} from '../../__generated__/FamilyMembersSection_viewer.graphql';
import { FormBanner } from '../../forms/FormBanner';
import { PageSection } from '../../shell/PageSection';
import { formatDate } from '../../format/dates';
import { FamilyMemberPanel, type EditedMember } from './FamilyMemberPanel';
import { familyStrings as S } from './strings';

type Member = FamilyMembersSection_viewer$data['familyMembers'][number];

interface PanelState {
  /** A new key for each opening, so the form starts afresh; kept while it closes. */
  key: number;
  open: boolean;
  member: EditedMember | null;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Box as="dt" fontSize="sm" color="gray.700">
        {label}
      </Box>
      <Box as="dd" m="0" color="gray.900" fontWeight="500">
        {value}
      </Box>
    </Box>
  );
}

function MemberCard({ member, onEdit }: { member: Member; onEdit: () => void }) {
  const dependant = member.relationship === 'DEPENDANT';
  const headingId = `family-member-${member.familyMemberId}`;
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p="4"
      aria-labelledby={headingId}
    >
      <Flex
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'start' }}
      >
        <Stack gap="3" flex="1">
          <HStack gap="2" wrap="wrap">
            <Text as="h3" id={headingId} fontWeight="700" fontSize="md" color="gray.900">
              {member.name}
            </Text>
            <Badge colorPalette={member.active ? 'green' : 'gray'} variant="subtle" rounded="full" px="2.5">
              {member.active ? S.active : S.inactive}
            </Badge>
          </HStack>
          <Box
            as="dl"
            display="grid"
            gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
            gap="3"
            m="0"
          >
            <Detail label={S.relationship} value={dependant ? S.dependant : S.partner} />
            <Detail label={S.dateOfBirth} value={formatDate(member.dateOfBirth)} />
            {dependant && member.fullTimeEducationEndDate ? (
              <Detail label={S.educationEnds} value={formatDate(member.fullTimeEducationEndDate)} />
            ) : null}
            {dependant && member.registeredDisabled ? <Detail label={S.registeredDisabled} value={S.yes} /> : null}
          </Box>
          {member.active ? null : (
            <Text fontSize="sm" color="gray.700">
              {S.notCovered}
            </Text>
          )}
        </Stack>
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={S.editLabel(member.name)}
          alignSelf={{ base: 'flex-start', sm: 'start' }}
        >
          {S.edit}
        </Button>
      </Flex>
    </Box>
  );
}

export function FamilyMembersSection({ viewer }: { viewer: FamilyMembersSection_viewer$key }) {
  const { familyMembers } = useFragment(
    graphql`
      fragment FamilyMembersSection_viewer on Viewer {
        familyMembers {
          id
          familyMemberId
          title
          firstName
          surname
          name
          dateOfBirth
          gender
          relationship
          active
          fullTimeEducationEndDate
          registeredDisabled
        }
      }
    `,
    viewer,
  );
  const [panel, setPanel] = useState<PanelState>({ key: 0, open: false, member: null });
  const [saved, setSaved] = useState<string | null>(null);

  const open = (member: EditedMember | null) => {
    setSaved(null);
    setPanel((current) => ({ key: current.key + 1, open: true, member }));
  };

  return (
    <PageSection
      id="family-members"
      title={S.heading}
      description={S.intro}
      actions={
        <Button colorPalette="brand" onClick={() => open(null)}>
          {S.add}
        </Button>
      }
    >
      <Box aria-live="polite">
        <FormBanner message={saved} status="success" />
      </Box>
      {familyMembers.length === 0 ? (
        <Text color="gray.700">{S.empty}</Text>
      ) : (
        <Stack as="ul" gap="3" ps="0" m="0">
          {familyMembers.map((member) => (
            <MemberCard key={member.id} member={member} onEdit={() => open(member)} />
          ))}
        </Stack>
      )}
      <FamilyMemberPanel
        key={panel.key}
        member={panel.member}
        open={panel.open}
        onClose={(message) => {
          setPanel((current) => ({ ...current, open: false }));
          if (message) setSaved(message);
        }}
      />
    </PageSection>
  );
}
