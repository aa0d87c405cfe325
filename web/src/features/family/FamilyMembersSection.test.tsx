// The family section and its side panels on a mock Relay environment: the list and its empty
// state, every validation message of the spec (and ours), the add and edit mutations with
// what they send, the api's field errors on their fields, its other errors above the form, and
// the success message once the panel closes.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { FamilyMembersSectionTestQuery } from '../../__generated__/FamilyMembersSectionTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { FamilyMembersSection } from './FamilyMembersSection';

// Chakra's checkbox tracks a press from its input's focus, keyboard and blur with PointerEvents,
// which jsdom lacks; a MouseEvent stands in, as the shell's test setup stands in for observers.
beforeAll(() => {
  window.PointerEvent ??= class PointerEvent extends MouseEvent {} as typeof window.PointerEvent;
});

const query = graphql`
  query FamilyMembersSectionTestQuery @relay_test_operation {
    viewer {
      ...FamilyMembersSection_viewer
    }
  }
`;

const robin = {
  id: 'RmFtaWx5TWVtYmVyOjM',
  familyMemberId: 3,
  title: 'Mx',
  firstName: 'Robin',
  surname: 'Morgan',
  name: 'Robin Morgan',
  dateOfBirth: '1987-03-09',
  gender: 'FEMALE',
  relationship: 'PARTNER',
  active: true,
  fullTimeEducationEndDate: null,
  registeredDisabled: false,
};
const charlie = {
  ...robin,
  id: 'RmFtaWx5TWVtYmVyOjQ',
  familyMemberId: 4,
  title: 'Mr',
  firstName: 'Charlie',
  name: 'Charlie Morgan',
  dateOfBirth: '2019-08-24',
  gender: 'MALE',
  relationship: 'DEPENDANT',
  fullTimeEducationEndDate: '2037-07-31',
  registeredDisabled: true,
};

function renderSection(familyMembers: object[]) {
  return renderWithRelay<FamilyMembersSectionTestQuery>({
    query,
    resolvers: { Viewer: () => ({ id: 'viewer-1', familyMembers }) },
    render: (data) => (data.viewer ? <FamilyMembersSection viewer={data.viewer} /> : null),
  });
}

async function openAdd(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Add family member' }));
  return screen.findByRole('dialog', { name: 'Add family member' });
}

async function fillChild(user: UserEvent, panel: HTMLElement) {
  await user.selectOptions(within(panel).getByLabelText('Title'), 'Miss');
  await user.type(within(panel).getByLabelText('First name'), 'Isla');
  await user.type(within(panel).getByLabelText('Surname'), 'Morgan');
  await user.type(within(panel).getByLabelText('Day'), '02');
  await user.type(within(panel).getByLabelText('Month'), '04');
  await user.type(within(panel).getByLabelText('Year'), '2023');
  await user.click(within(panel).getByLabelText('Female'));
  await user.click(within(panel).getByLabelText('Dependant'));
}

const texts = (panel: HTMLElement, messages: string[]) =>
  messages.filter((message) => within(panel).queryByText(message) !== null);

test('each member with relationship, date of birth, cover, education and disability', () => {
  renderSection([
    robin,
    charlie,
    { ...robin, id: 'old', familyMemberId: 5, firstName: 'Jo', name: 'Jo Smith', active: false },
  ]);
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items[0]!.textContent).toContain('Robin Morgan');
  expect(items[0]!.textContent).toContain('Partner');
  expect(items[0]!.textContent).toContain('9 March 1987');
  expect(items[0]!.textContent).toContain('Active');
  expect(items[0]!.textContent).not.toContain('Full-time education ends');
  expect(items[1]!.textContent).toContain('Dependant');
  expect(items[1]!.textContent).toContain('Full-time education ends31 July 2037');
  expect(items[1]!.textContent).toContain('Registered disabledYes');
  expect(items[2]!.textContent).toContain('Inactive');
  expect(items[2]!.textContent).toContain('Not covered by your benefits: kept for your records.');
  expect(screen.getByRole('button', { name: 'Edit Charlie Morgan' })).toBeTruthy();
});

test('with nobody yet, the section says so and still offers to add', () => {
  renderSection([]);
  expect(screen.getByText('You have not added any family members yet.')).toBeTruthy();
  expect(screen.queryByRole('listitem')).toBeNull();
  expect(screen.getByRole('button', { name: 'Add family member' })).toBeTruthy();
});

test('an empty save shows every required-field message, and sends nothing', async () => {
  const user = userEvent.setup();
  const { environment } = renderSection([robin]);
  const panel = await openAdd(user);
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  const required = [
    'Title is required',
    'First name is required',
    'Surname is required',
    'Date of birth is required',
    'Sex is required',
    'Relationship is required',
  ];
  await waitFor(() => expect(texts(panel, required)).toEqual(required));
  // A dependant must also say whether they are in full-time education.
  await user.click(within(panel).getByLabelText('Dependant'));
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await within(panel).findByText('Full time education is required')).toBeTruthy();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('fields are judged on blur, with the contract’s rules for dates, lengths and education', async () => {
  const user = userEvent.setup();
  renderSection([]);
  const panel = await openAdd(user);
  await user.click(within(panel).getByLabelText('First name'));
  await user.tab();
  expect(await within(panel).findByText('First name is required')).toBeTruthy();
  await user.type(within(panel).getByLabelText('Surname'), 'M'.repeat(51));
  await user.tab();
  expect(await within(panel).findByText('Surname must be 50 characters or fewer')).toBeTruthy();

  await user.type(within(panel).getByLabelText('Day'), '31');
  await user.type(within(panel).getByLabelText('Month'), '02');
  await user.type(within(panel).getByLabelText('Year'), '2020');
  await user.tab();
  expect(await within(panel).findByText('This date of birth is not valid')).toBeTruthy();

  await user.click(within(panel).getByLabelText('Dependant'));
  await user.click(within(panel).getByLabelText('Yes'));
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await within(panel).findByText('Please enter the date full-time education ends')).toBeTruthy();
});

test("a child born in the future, and education that ends before birth, are refused in the contract's words", async () => {
  const user = userEvent.setup();
  renderSection([]);
  const panel = await openAdd(user);
  await fillChild(user, panel);
  await user.clear(within(panel).getByLabelText('Year'));
  await user.type(within(panel).getByLabelText('Year'), String(new Date().getFullYear() + 1));
  await user.click(within(panel).getByLabelText('Yes'));
  await user.type(within(panel).getByLabelText('Date full-time education ends'), '2020-01-01');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await within(panel).findByText("A child's date of birth cannot be in the future")).toBeTruthy();
  await user.clear(within(panel).getByLabelText('Year'));
  await user.type(within(panel).getByLabelText('Year'), '2023');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await within(panel).findByText('Full-time education must end after the date of birth')).toBeTruthy();
});

test('adding sends the client shape, closes the panel and says so; the list comes from the answer', async () => {
  const user = userEvent.setup();
  const { environment } = renderSection([robin]);
  const panel = await openAdd(user);
  await fillChild(user, panel);
  await user.click(within(panel).getByLabelText('No'));
  await user.click(within(panel).getByRole('checkbox', { name: 'Registered disabled' }));
  await user.click(within(panel).getByRole('button', { name: 'Save' }));

  const operation = await waitFor(() => environment.mock.getMostRecentOperation());
  expect(operation.request.node.params.name).toBe('useAddFamilyMemberMutation');
  expect(operation.request.variables).toEqual({
    input: {
      title: 'Miss',
      firstName: 'Isla',
      surname: 'Morgan',
      dateOfBirth: '2023-04-02',
      gender: 'FEMALE',
      relationship: 'DEPENDANT',
      inFullTimeEducation: false,
      fullTimeEducationEndDate: null,
      registeredDisabled: true,
    },
  });
  const isla = {
    ...charlie,
    id: 'isla',
    familyMemberId: 9,
    firstName: 'Isla',
    name: 'Isla Morgan',
    dateOfBirth: '2023-04-02',
    fullTimeEducationEndDate: null,
  };
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        AddFamilyMemberPayload: () => ({
          familyMember: { name: 'Isla Morgan' },
          viewer: { id: 'viewer-1', familyMembers: [robin, isla] },
          errors: [],
        }),
      }),
    ),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('status').textContent).toContain('Isla Morgan has been added to your family members.');
  expect(screen.getAllByRole('listitem').map((item) => item.querySelector('h3')?.textContent)).toEqual([
    'Robin Morgan',
    'Isla Morgan',
  ]);
});

test("the api's refusals: field errors on their fields, anything else above the form, a failure in general words", async () => {
  const user = userEvent.setup();
  const { environment } = renderSection([robin]);
  const panel = await openAdd(user);
  await fillChild(user, panel);
  await user.click(within(panel).getByLabelText('Partner'));
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  const resolveWith = async (errors: object[]) => {
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    await act(async () =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          AddFamilyMemberPayload: () => ({ familyMember: null, viewer: null, errors }),
        }),
      ),
    );
  };
  await resolveWith([
    {
      field: 'relationship',
      message: 'You can only have one active partner: make your current partner inactive first',
    },
  ]);
  const relationship = within(panel).getByRole('radiogroup', { name: 'Relationship' }).closest('fieldset')!;
  expect(relationship.textContent).toContain(
    'You can only have one active partner: make your current partner inactive first',
  );
  expect(within(panel).getByRole('alert').textContent).toContain('Please correct the errors below');

  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await resolveWith([{ field: null, message: 'There was an error connecting to the server' }]);
  expect(within(panel).getByRole('alert').textContent).toContain('There was an error connecting to the server');

  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  const operation = await waitFor(() => environment.mock.getMostRecentOperation());
  await act(async () => environment.mock.reject(operation, new Error('Network request failed')));
  expect(within(panel).getByRole('alert').textContent).toContain(
    'It looks like something has gone wrong, please try again later',
  );
  expect(screen.getByRole('dialog', { name: 'Add family member' })).toBeTruthy();
});

test('editing starts from the member, sends their id and active, and says the changes were saved', async () => {
  const user = userEvent.setup();
  const { environment } = renderSection([robin, charlie]);
  await user.click(screen.getByRole('button', { name: 'Edit Charlie Morgan' }));
  const panel = await screen.findByRole('dialog', { name: 'Edit Charlie Morgan' });
  expect((within(panel).getByLabelText('First name') as HTMLInputElement).value).toBe('Charlie');
  expect((within(panel).getByLabelText('Day') as HTMLInputElement).value).toBe('24');
  expect((within(panel).getByLabelText('Yes') as HTMLInputElement).checked).toBe(true);
  expect((within(panel).getByLabelText('Date full-time education ends') as HTMLInputElement).value).toBe('2037-07-31');
  expect((within(panel).getByLabelText('Registered disabled') as HTMLInputElement).checked).toBe(true);

  await user.click(within(panel).getByRole('checkbox', { name: 'Active family member' }));
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  const operation = await waitFor(() => environment.mock.getMostRecentOperation());
  expect(operation.request.node.params.name).toBe('useEditFamilyMemberMutation');
  expect(operation.request.variables).toEqual({
    input: {
      familyMemberId: 4,
      title: 'Mr',
      firstName: 'Charlie',
      surname: 'Morgan',
      dateOfBirth: '2019-08-24',
      gender: 'MALE',
      relationship: 'DEPENDANT',
      inFullTimeEducation: true,
      fullTimeEducationEndDate: '2037-07-31',
      registeredDisabled: true,
      active: false,
    },
  });
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        EditFamilyMemberPayload: () => ({
          familyMember: { name: 'Charlie Morgan' },
          viewer: { id: 'viewer-1', familyMembers: [robin, { ...charlie, active: false }] },
          errors: [],
        }),
      }),
    ),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('status').textContent).toContain('Your changes to Charlie Morgan have been saved.');
  expect(screen.getAllByRole('listitem')[1]!.textContent).toContain('Inactive');
});
