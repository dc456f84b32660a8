const STEPS = [
  {
    title: 'Take the survey',
    text: 'Answer 11 quick questions about your home, routine, experience and the dog you picture. About two minutes, and no account needed.',
  },
  {
    title: 'Swipe your matches',
    text: 'Browse dogs near you, ranked by compatibility. Like the ones who catch your eye and pass on the rest.',
  },
  {
    title: 'Meet your dog',
    text: 'Message the shelter or owner, book a virtual meet & greet and follow your adoption one step at a time.',
  },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title" className="bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-16 md:px-8 md:py-24">
        <div className="max-w-2xl">
          <p className="font-bold text-brand-700">How it works</p>
          <h2 id="how-title" className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
            From hello to home in three steps
          </h2>
        </div>
        <ol className="mt-10 grid gap-5 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-3xl bg-card p-7 shadow-soft">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-primary text-xl font-black text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-xl font-extrabold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
