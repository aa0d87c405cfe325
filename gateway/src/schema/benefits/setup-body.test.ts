import { benefitProductAnswer } from '../../testing/answers.js';
import { setupBodyOf, setupFieldErrorsOf } from './setup-body.js';

const { editFields } = benefitProductAnswer({
  editFields: [
    {
      name: 'days_bought',
      label: 'Days',
      type: 'days',
      minimum: -5,
      maximum: 5,
      stepSize: 1,
      validationMessage: null,
      required: true,
      options: [],
    },
    {
      name: 'cover',
      label: 'Cover',
      type: 'amount',
      minimum: 0,
      maximum: null,
      stepSize: 100_000,
      validationMessage: null,
      required: true,
      options: [],
    },
    {
      name: 'partner',
      label: 'Partner cover',
      type: 'boolean',
      minimum: null,
      maximum: null,
      stepSize: null,
      validationMessage: null,
      required: false,
      options: [],
    },
  ],
});

test('values go as their edit fields hold them; text that does not fit goes as typed, for the api to word', () => {
  const values = [
    { name: 'days_bought', value: '-3' },
    { name: 'cover', value: '12.50' },
    { name: 'partner', value: 'true' },
    { name: 'note', value: '42' },
  ];
  expect(setupBodyOf({ benefitId: '1', values }, editFields)).toEqual({
    body: { values: { days_bought: -3, cover: '12.50', partner: true, note: '42' } },
  });
  expect(
    setupBodyOf(
      { benefitId: '1', values: [], acceptedTermsVersion: null, medicalAnswers: [{ questionId: '7', answer: true }] },
      editFields,
    ),
  ).toEqual({
    body: { values: {}, medical_answers: [{ questionId: 7, answer: true }] },
  });
});

test('field errors name the inputs, edit fields by their own names however the api spells the path', () => {
  const names = new Set(editFields.map((field) => field.name));
  expect(
    setupFieldErrorsOf(
      {
        days_bought: ['Please enter a value between -5 and 5'],
        'values.cover': ['Please enter a value between £0 and £999,999.90'],
        'medical_answers.1.answer': ['This field is required'],
        'medical_answers.2.answer': ['Another message'],
        selection_window: ['Closed'],
      },
      names,
    ),
  ).toEqual([
    { field: 'days_bought', message: 'Please enter a value between -5 and 5' },
    { field: 'cover', message: 'Please enter a value between £0 and £999,999.90' },
    { field: 'medicalAnswers', message: 'This field is required' },
    { field: 'selectionWindow', message: 'Closed' },
  ]);
  expect(setupFieldErrorsOf(undefined, names)).toEqual([]);
});
