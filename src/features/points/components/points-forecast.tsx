import '@mantine/core/styles/Timeline.css';
import { Plural, Trans } from '@lingui/react/macro';
import { Anchor, Text, Timeline } from '@mantine/core';
import { IconCalendarX, IconClipboardCheck, IconClock, IconCoins } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { PointsForecast as Forecast } from '#contract/points.ts';
import { formatDate } from '#src/lib/format/format-date.ts';

/**
 * One timeline of the company's points (decision 0163): what is spendable now, what arrives after a review,
 * what open projects bring if their survey is sent before the deadline, and what lapses on which 1 January.
 */
export function PointsForecast({ forecast }: { forecast: Forecast }) {
  const { pending, projects, expiries } = forecast;
  const review = projects.filter((p) => p.status === 'review');
  const open = projects.filter((p) => p.status === 'open');
  const moreOpen = pending.in_progress.projects - open.length;
  const moreReview = pending.in_review.projects - review.length;
  const icon = (Icon: typeof IconCoins) => <Icon size={16} aria-hidden />;
  return (
    <Timeline bulletSize={28} lineWidth={2} active={0} className="points-forecast">
      <Timeline.Item bullet={icon(IconCoins)} title={<Trans>Spendable now</Trans>}>
        <Text fw={800} fz="xl">
          <Plural value={forecast.balance} one="# point" other="# points" />
        </Text>
      </Timeline.Item>
      {pending.in_review.projects > 0 && (
        <Timeline.Item bullet={icon(IconClipboardCheck)} title={<Trans>After the review</Trans>}>
          <Text>
            <Plural
              value={pending.in_review.points}
              one="# point from projects in review, credited when the review is done."
              other="# points from projects in review, credited when the review is done."
            />
          </Text>
          <ul className="forecast-projects">
            {review.map((p) => (
              <li key={p.uuid}>
                <ProjectLink uuid={p.uuid} street={p.street_name} city={p.city} />
                <span className="nowrap">
                  <Plural value={p.available_points} one="+# point" other="+# points" />
                </span>
              </li>
            ))}
          </ul>
          {moreReview > 0 && <MoreProjects count={moreReview} />}
        </Timeline.Item>
      )}
      {pending.in_progress.projects > 0 && (
        <Timeline.Item bullet={icon(IconClock)} title={<Trans>When you send the survey</Trans>}>
          <Text>
            <Plural
              value={pending.in_progress.points}
              one="# point from open projects, if their survey is sent before the deadline."
              other="# points from open projects, if their survey is sent before the deadline."
            />
          </Text>
          <ul className="forecast-projects">
            {open.map((p) => {
              const deadline = p.deadline_at ? formatDate(p.deadline_at) : '';
              return (
                <li key={p.uuid}>
                  <ProjectLink uuid={p.uuid} street={p.street_name} city={p.city} />
                  <span>
                    <Plural
                      value={p.available_points}
                      one={`+# point, survey by ${deadline}`}
                      other={`+# points, survey by ${deadline}`}
                    />
                  </span>
                </li>
              );
            })}
          </ul>
          {moreOpen > 0 && <MoreProjects count={moreOpen} />}
        </Timeline.Item>
      )}
      {expiries.map((expiry) => {
        const date = formatDate(expiry.date);
        return (
          <Timeline.Item key={expiry.date} bullet={icon(IconCalendarX)} title={<Trans>On {date}</Trans>}>
            <Text>
              <Plural
                value={expiry.points}
                one="# point of today's balance expires if it is not spent by then."
                other="# points of today's balance expire if they are not spent by then."
              />
            </Text>
          </Timeline.Item>
        );
      })}
      {expiries.length === 0 && (
        <Timeline.Item bullet={icon(IconCalendarX)} title={<Trans>Nothing expires</Trans>}>
          <Text>
            <Trans>Points expire at the end of the year after the one they were earned in.</Trans>
          </Text>
        </Timeline.Item>
      )}
    </Timeline>
  );
}

function ProjectLink({ uuid, street, city }: { uuid: string; street: string; city: string }) {
  return (
    <Anchor
      fw={600}
      className="big-link"
      renderRoot={(props) => <Link {...props} to="/projects/$uuid" params={{ uuid }} />}
    >
      {street}, {city}
    </Anchor>
  );
}

function MoreProjects({ count }: { count: number }) {
  return (
    <Text size="sm" c="dimmed">
      <Plural value={count} one="and # more project" other="and # more projects" />
    </Text>
  );
}
