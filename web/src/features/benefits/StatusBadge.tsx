// The status label of a benefit (docs/benefits.md, Status labels) on a colour that says it at a
// glance; the label is always there, so the colour is never the only sign.
import { Badge, VisuallyHidden } from '@chakra-ui/react';

type StatusName = 'NOT_SELECTED' | 'PENDING' | 'APPROVED' | 'DECLINED' | 'ACTIVE' | 'OPTED_OUT' | '%future added value';

const palettes: Partial<Record<StatusName, string>> = {
  ACTIVE: 'green',
  APPROVED: 'green',
  PENDING: 'orange',
  DECLINED: 'red',
};

/** `prefix` is read out before the label where nothing else on the page says what it is ("Status"). */
export function StatusBadge({
  status,
  label,
  size = 'md',
  prefix,
}: {
  status: StatusName;
  label: string;
  size?: 'sm' | 'md' | 'lg';
  prefix?: string;
}) {
  return (
    <Badge
      colorPalette={palettes[status] ?? 'gray'}
      variant={status === 'NOT_SELECTED' ? 'outline' : 'subtle'}
      size={size}
      rounded="full"
      px="2.5"
      data-status-label=""
    >
      {prefix ? <VisuallyHidden>{prefix}: </VisuallyHidden> : null}
      {label}
    </Badge>
  );
}
