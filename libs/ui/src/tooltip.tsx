import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import './tooltip.css';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The tip's text. */
  content: ReactNode;
  /** The element the tip describes; must accept a ref (a button, a link). */
  children: ReactNode;
  /** @default 'bottom' */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Delay before showing, ms. @default 300 */
  delayMs?: number;
}

/** A short hint shown on hover and focus. */
export function Tooltip({ content, children, side = 'bottom', delayMs = 300 }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayMs}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="fleet-tooltip" side={side} sideOffset={6}>
            {content}
            <RadixTooltip.Arrow className="fleet-tooltip__arrow" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
