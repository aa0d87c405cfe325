// The example operations GraphiQL opens as tabs, with variables for the demo cast: a developer
// logs in on a client's site (GraphiQL there: http://acme.localhost:4000/graphiql), pastes the
// access token into each tab's Authorization header, and runs. Checked against schema.graphql by
// graphiqlExamples.test.ts, so a schema change that breaks one fails the build.

export interface ExampleTab {
  query: string;
  variables?: string;
  headers?: string;
}

const authorised = JSON.stringify({ Authorization: 'Bearer PASTE-THE-ACCESS-TOKEN-HERE' }, null, 2);

export const exampleTabs: ExampleTab[] = [
  {
    query: `# Log in as a demo person on this site: Acme's employer administrator and approver.
# Copy accessToken into the other tabs' Authorization header.
mutation LogInForGraphiQL($input: LoginInput!) {
  login(input: $input) {
    accessToken
    expiresIn
    requiresTwoFactorValidation
    errors {
      field
      message
    }
  }
}`,
    variables: JSON.stringify(
      { input: { email: 'employer@acme.test', password: 'Tulip-Harbour-79!', deviceToken: 'graphiql' } },
      null,
      2,
    ),
  },
  {
    query: `# The employer's employee table: ten a page, searched, with registration and 2FA.
query EmployeeTable($search: String, $page: Int) {
  viewer {
    employees(first: 10, page: $page, search: $search) {
      totalCount
      pageCount
      currentPage
      totalRegisteredEmployees
      percentageRegistered
      edges {
        node {
          name
          email
          registered
          twoFactorEnabled
        }
      }
    }
  }
}`,
    variables: JSON.stringify({ search: 'morgan', page: 1 }, null, 2),
    headers: authorised,
  },
  {
    query: `# The person's benefits with what each costs a month, in pence: before tax and NI,
# after them, and what the employer adds.
query BenefitsWithCosts {
  viewer {
    benefits {
      id
      title
      status
      costs {
        employeeGross
        employeeNet
        taxSaving
        niSaving
        employer
      }
    }
  }
}`,
    headers: authorised,
  },
  {
    query: `# The approvals queue: the benefits with selections awaiting approval, then one benefit's
# pending selections (its benefitId from the summary).
query ApprovalsQueue($benefitId: ID!) {
  viewer {
    selectionApprovals {
      count
      benefits {
        benefitId
        benefitName
        count
      }
    }
    pendingSelections(benefitId: $benefitId, first: 10) {
      benefitName
      totalCount
      edges {
        node {
          id
          employeeName
          orderValue
        }
      }
    }
  }
}`,
    variables: JSON.stringify({ benefitId: '1' }, null, 2),
    headers: authorised,
  },
];
