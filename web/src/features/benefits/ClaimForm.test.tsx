// The claim form's states: claimForm.ts's checks when it is submitted (their messages stay until
// the next submit), the receipt uploaded before makeClaim, an upload refused on the receipt, the
// api's refusals on their fields or above the form, a failure, and Submit busy meanwhile.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import type { ClaimFormTestQuery } from '../../__generated__/ClaimFormTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { ClaimForm } from './ClaimForm';

const query = graphql`
  query ClaimFormTestQuery @relay_test_operation {
    viewer {
      id
    }
  }
`;

const CORRECT = 'Please correct the errors below';
const FAILED = 'It looks like something has gone wrong, please try again later';

type Upload = { status: number; body: object };
const uploaded: Upload = {
  status: 201,
  body: { uploadId: 'upload_abcdefghijklmnopqrstu', name: 'physio.png', bytes: 4 },
};

/** The gateway's receipt upload, answered as given (or held until released). */
function stubUpload(answer: Upload | Promise<Upload>) {
  const calls: string[] = [];
  const original = window.fetch;
  window.fetch = (async (url: string) => {
    calls.push(url);
    const { status, body } = await answer;
    return { status, json: async () => body };
  }) as unknown as typeof window.fetch;
  return { calls, restore: () => (window.fetch = original) };
}

let upload: ReturnType<typeof stubUpload> | null = null;
afterEach(() => upload?.restore());

function renderForm() {
  return renderWithRelay<ClaimFormTestQuery>({ query, render: () => <ClaimForm benefitId="b12" /> });
}

async function fillIn(user = userEvent.setup(), amount = '38.50') {
  await user.type(screen.getByRole('textbox', { name: 'Amount (£)' }), amount);
  fireEvent.change(screen.getByLabelText('Date of treatment'), { target: { value: '2026-03-14' } });
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Physiotherapy');
  await user.upload(
    screen.getByLabelText('Receipt'),
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'physio.png', { type: 'image/png' }),
  );
  return user;
}

async function answerClaim(environment: RelayMockEnvironment, errors: object[]) {
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { MakeClaimPayload: () => ({ claim: null, errors }) }),
    ),
  );
}

test('a claim is checked when it is submitted, and the messages stay until the next submit', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByRole('textbox', { name: 'Amount (£)' }), '0');
  await user.click(screen.getByRole('button', { name: 'Submit claim' }));
  expect(await screen.findByText('Please enter the amount you paid')).toBeTruthy();
  expect(screen.getAllByText('This field is required')).toHaveLength(2);
  expect(screen.getByText('Please attach your receipt')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toContain(CORRECT);
  expect(screen.getByRole('textbox', { name: 'Amount (£)' }).getAttribute('aria-invalid')).toBe('true');

  await user.type(screen.getByRole('textbox', { name: 'Amount (£)' }), '.50');
  expect(screen.getByText('Please enter the amount you paid')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Submit claim' }));
  await waitFor(() => expect(screen.queryByText('Please enter the amount you paid')).toBeNull());
});

test('an upload the gateway refuses is shown on the receipt, and no claim is made', async () => {
  upload = stubUpload({ status: 422, body: { message: 'Please upload a PDF, JPEG or PNG file' } });
  const { environment } = renderForm();
  const user = await fillIn();
  await user.click(screen.getByRole('button', { name: 'Submit claim' }));
  expect(await screen.findByText('Please upload a PDF, JPEG or PNG file')).toBeTruthy();
  expect(screen.getByLabelText('Receipt').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('alert').textContent).toContain(CORRECT);
  expect(upload.calls).toEqual(['/uploads/receipts']);
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test("the api's refusals go on the fields they name, and the rest above the form", async () => {
  upload = stubUpload(uploaded);
  const { environment } = renderForm();
  const user = await fillIn();
  await user.click(screen.getByRole('button', { name: 'Submit claim' }));
  await answerClaim(environment, [
    { field: 'treatmentDate', message: 'The date of treatment cannot be in the future' },
    { field: null, message: 'This benefit takes no claims after it ends' },
  ]);
  expect(screen.getByText('The date of treatment cannot be in the future')).toBeTruthy();
  expect(screen.getByLabelText('Date of treatment').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('alert').textContent).toContain('This benefit takes no claims after it ends');
  // What was typed stays for another try.
  expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('Physiotherapy');
});

test('while the receipt and the claim are on their way Submit is busy; a failure says so', async () => {
  let release: (answer: Upload) => void = () => {};
  upload = stubUpload(new Promise<Upload>((resolve) => (release = resolve)));
  const { environment } = renderForm();
  const user = await fillIn();
  await user.click(screen.getByRole('button', { name: 'Submit claim' }));
  const submit = await screen.findByRole('button', { name: 'Sending your claim...' });
  expect(submit.hasAttribute('disabled')).toBe(true);
  fireEvent.submit(submit.closest('form')!);
  release(uploaded);
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  expect(upload.calls).toHaveLength(1);
  await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
  expect((await screen.findByRole('alert')).textContent).toContain(FAILED);
  expect(screen.getByRole('button', { name: 'Submit claim' }).hasAttribute('disabled')).toBe(false);
});
