// The email change's link lands on the profile with ?confirm-email=<token>: confirmed once, signed
// in as the person who asked, then the token leaves the address bar (and the history).
import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormBanner } from '../../forms/FormBanner';
import { profileStrings as S } from './strings';
import { useConfirmEmailChangeMutation } from './useConfirmEmailChangeMutation';

export const confirmEmailParam = 'confirm-email';

export function ConfirmEmail() {
  const [params, setParams] = useSearchParams();
  const token = params.get(confirmEmailParam);
  const [confirm] = useConfirmEmailChangeMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // Once per token, even when React runs effects twice.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    setOutcome({ ok: true, text: S.confirmingEmail });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(confirmEmailParam);
        return next;
      },
      { replace: true },
    );
    confirm({ input: { token } })
      .then(({ confirmEmailChange: payload }) =>
        setOutcome(
          payload.email
            ? { ok: true, text: S.emailConfirmed(payload.email) }
            : { ok: false, text: payload.errors[0]?.message ?? S.failed },
        ),
      )
      .catch(() => setOutcome({ ok: false, text: S.failed }));
  }, [token, confirm, setParams]);

  return (
    <Box aria-live="polite">
      {outcome ? <FormBanner status={outcome.ok ? 'success' : 'error'} message={outcome.text} /> : null}
    </Box>
  );
}
