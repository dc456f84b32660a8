import { Quote } from 'lucide-react';

// Marketing copy (product §1): static statistics and testimonials, not data.
const STATS = [
  { value: '5,000+', label: 'successful adoptions' },
  { value: '94%', label: 'match success rate' },
  { value: '500+', label: 'partner shelters' },
];

const TESTIMONIALS = [
  {
    quote:
      "We'd been scrolling shelter websites for months. Scout matched us with Biscuit in a week, and he's every bit as mellow as his score promised.",
    name: 'Priya & Sam',
    detail: 'adopted Biscuit in Austin, TX',
  },
  {
    quote:
      'As a first-time owner I was nervous. Scout explained why each dog fit my life, and messaging the shelter made meeting Luna easy.',
    name: 'Marcus T.',
    detail: 'adopted Luna in Denver, CO',
  },
];

export function StoriesSection() {
  return (
    <section aria-labelledby="stories-title" className="bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-16 md:px-8 md:py-24">
        <div className="max-w-2xl">
          <p className="font-bold text-brand-700">Success stories</p>
          <h2 id="stories-title" className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
            Happy tails, happy homes
          </h2>
        </div>
        <dl className="mt-10 grid gap-5 sm:grid-cols-3">
          {STATS.map((stat) => (
            // The label comes first for screen readers ("partner shelters: 500+"); the number shows on top.
            <div key={stat.label} className="flex flex-col-reverse rounded-3xl bg-card p-7 text-center shadow-soft">
              <dt className="mt-1 font-semibold text-muted-foreground">{stat.label}</dt>
              <dd className="text-4xl font-black text-brand-600 sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-5 grid gap-5 md:grid-cols-2">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="h-full rounded-3xl bg-card p-7 shadow-soft">
                <Quote className="size-8 text-brand-300" aria-hidden="true" />
                <blockquote className="mt-3 text-lg leading-relaxed">{testimonial.quote}</blockquote>
                <figcaption className="mt-5">
                  <span className="font-extrabold">{testimonial.name}</span>
                  <span className="text-muted-foreground">, {testimonial.detail}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
