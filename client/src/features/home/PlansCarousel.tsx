import { ActionIcon, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@nimbus/shared/constants';
import type { PublicPlan } from '@nimbus/shared/public-plans';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHomeText } from '../../i18n/en/home.ts';
import { carouselStatus } from './carousel-status.ts';
import { PlanCard } from './PlanCard.tsx';
import classes from './PlansCarousel.module.css';

/** Specification section 9: each previous/next click moves the track by 300 px. */
const SCROLL_STEP_PX = 300;

/**
 * The plans in a horizontally scrolling track: 3 per page, 1 at 768 px or less. The track
 * snaps to whole cards, so a 300 px step always lands on the next or previous plan.
 */
export function PlansCarousel({ plans }: { plans: readonly PublicPlan[] }) {
  const { t } = useHomeText();
  const trackRef = useRef<HTMLDivElement>(null);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const perPage = mobile ? 1 : 3;
  const [first, setFirst] = useState(0);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const [selected, setSelected] = useState(0); // the first plan is selected by default

  const measure = useCallback(() => {
    const track = trackRef.current;
    const slide = track?.firstElementChild;
    if (!track || !(slide instanceof HTMLElement)) return;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    setFirst(Math.round(track.scrollLeft / (slide.offsetWidth + gap)));
    setEdges({
      atStart: track.scrollLeft <= 1,
      atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    // No measure() here: reading the layout while the page is being committed would have the
    // browser restyle the whole page inside that task. The observer's first call comes with the
    // next frame, once the browser has laid the track out anyway.
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure, plans.length]);

  const move = (direction: -1 | 1) => trackRef.current?.scrollBy({ left: direction * SCROLL_STEP_PX });

  return (
    <div role="region" aria-roledescription="carousel" aria-label={t('carousel.label')}>
      <div className={classes.viewport}>
        <div ref={trackRef} className={classes.track} onScroll={measure}>
          {plans.map((plan, index) => (
            <div
              key={plan.name}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { name: plan.name, position: index + 1, total: plans.length })}
              aria-current={index === selected ? 'true' : undefined}
              className={classes.slide}
              // Clicking or tabbing into a plan selects it.
              onFocusCapture={() => setSelected(index)}
              onPointerDown={() => setSelected(index)}
            >
              <PlanCard plan={plan} selected={index === selected} />
            </div>
          ))}
        </div>
      </div>

      <Group justify="center" gap="md" mt="xs">
        <ActionIcon
          variant="default"
          size={44}
          radius="xl"
          aria-label={t('carousel.previous')}
          // Looks disabled but keeps focus, so a keyboard user reaching the end is not dropped.
          data-disabled={edges.atStart || undefined}
          aria-disabled={edges.atStart}
          onClick={() => !edges.atStart && move(-1)}
        >
          <IconChevronLeft size={22} aria-hidden />
        </ActionIcon>
        <Text size="sm" c="dimmed" className={classes.status} aria-live="polite">
          {carouselStatus(first, perPage, plans.length)}
        </Text>
        <ActionIcon
          variant="default"
          size={44}
          radius="xl"
          aria-label={t('carousel.next')}
          data-disabled={edges.atEnd || undefined}
          aria-disabled={edges.atEnd}
          onClick={() => !edges.atEnd && move(1)}
        >
          <IconChevronRight size={22} aria-hidden />
        </ActionIcon>
      </Group>
    </div>
  );
}
