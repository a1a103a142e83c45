import { COACH } from "~/content/program";
import { SiteImageTag } from "~/components/marketing/site-image";
import { useCopy, useSite } from "~/lib/site-content-context";

export function Coach() {
  const site = useSite();
  const coach = useCopy("programCoach", COACH);
  return (
    <section aria-labelledby="coach-title" className="bg-muted py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 md:grid-cols-[1fr_2fr]">
        {/* Until the owner uploads a photo, the author's initials stand in for the placeholder. */}
        {site.authorPhoto.avif ? (
          <SiteImageTag
            image={site.authorPhoto}
            decorative
            className="mx-auto size-48 rounded-full border-4 border-accent object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="mx-auto flex size-48 items-center justify-center rounded-full border-4 border-accent bg-card font-display text-5xl font-semibold text-highlight"
          >
            {site.authorName
              .split(" ")
              .map((word) => word[0])
              .join("")}
          </div>
        )}
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-highlight">{coach.heading}</p>
          <h2 id="coach-title" className="mt-2 font-display text-3xl font-semibold sm:text-4xl">
            {site.authorName}
          </h2>
          {/* The coach's biography is the author's own (Site tab), shown once written. */}
          {site.authorBio.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-muted-foreground">
              {paragraph}
            </p>
          ))}
          <ul className="mt-8 grid grid-cols-3 gap-4">
            {coach.stats.map((stat) => (
              <li key={stat.label}>
                <p className="font-display text-2xl font-semibold sm:text-3xl">{stat.value}</p>
                <p className="text-sm text-muted-foreground">{stat.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
