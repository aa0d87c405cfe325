// 2FA from the profile: a secret for the current password, a code that turns it on, the current
// password that turns it off. The last two bring the viewer back, so the section shows the change.
import { graphql } from 'react-relay';
import type { useDisableTwoFactorMutation as Disable } from '../../../__generated__/useDisableTwoFactorMutation.graphql';
import type { useEnableTwoFactorMutation as Enable } from '../../../__generated__/useEnableTwoFactorMutation.graphql';
import type { useStartTwoFactorSetupMutation as Start } from '../../../__generated__/useStartTwoFactorSetupMutation.graphql';
import { useMutationAsPromise } from '../../../relay/commitAsPromise';

export function useStartTwoFactorSetupMutation() {
  return useMutationAsPromise<Start>(graphql`
    mutation useStartTwoFactorSetupMutation($input: StartTwoFactorSetupInput!) {
      startTwoFactorSetup(input: $input) {
        setup {
          secret
          url
        }
        userAccountLocked
        errors {
          field
          message
        }
      }
    }
  `);
}

export function useEnableTwoFactorMutation() {
  return useMutationAsPromise<Enable>(graphql`
    mutation useEnableTwoFactorMutation($input: EnableTwoFactorInput!) {
      enableTwoFactor(input: $input) {
        viewer {
          ...TwoFactorSection_viewer
        }
        userAccountLocked
        errors {
          field
          message
        }
      }
    }
  `);
}

export function useDisableTwoFactorMutation() {
  return useMutationAsPromise<Disable>(graphql`
    mutation useDisableTwoFactorMutation($input: DisableTwoFactorInput!) {
      disableTwoFactor(input: $input) {
        viewer {
          ...TwoFactorSection_viewer
        }
        userAccountLocked
        errors {
          field
          message
        }
      }
    }
  `);
}
