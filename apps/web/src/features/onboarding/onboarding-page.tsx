import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  Activity,
  ArrowLeft,
  Building2,
  Cake,
  Cat,
  Clock,
  Footprints,
  GraduationCap,
  Heart,
  House,
  LoaderCircle,
  MapPin,
  PawPrint,
  Ruler,
  Sparkles,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { useLocation } from 'wouter';
import type { Role } from '@scout/domain';
import {
  DEFAULT_LOCATION,
  ONBOARDING_AUTO_ADVANCE_MS,
  ONBOARDING_GEOLOCATION_TIMEOUT_MS,
  PRODUCT_NAME,
} from '@scout/domain/constants';
import type { SurveyQuestion } from '@scout/domain/survey/questions';
import { useProfile, useSaveProfile } from '@/api/profile';
import { useMe } from '@/api/session';
import { Button } from '@/components/ui/button';
import { toast, type ToastInput } from '@/components/ui/use-toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { loginHref } from '@/lib/auth-links';
import { cn } from '@/lib/cn';
import { requestLocation, type LocationOutcome } from '@/lib/geolocation';
import { readGuestProfile, writeGuestProfile } from '@/lib/guest-storage';
import { moveFocusWithArrows, OptionCard } from './option-card';
import {
  canContinue,
  canGoBack,
  draftFromAnswers,
  finishAnswers,
  hasContinue,
  isLastStep,
  progressPercent,
  questionAt,
  selectedList,
  stepCounter,
  toggleValue,
  type AnswerValue,
  type SurveyDraft,
} from './wizard';

const QUESTION_ICONS: Record<string, LucideIcon> = {
  home: House,
  cat: Cat,
  activity: Activity,
  clock: Clock,
  footprints: Footprints,
  'graduation-cap': GraduationCap,
  users: Users,
  ruler: Ruler,
  cake: Cake,
  zap: Zap,
  'map-pin': MapPin,
};

/** Product §4 "Onboarding submit and location": one toast per outcome. */
const LOCATION_TOASTS: Record<LocationOutcome['kind'], ToastInput> = {
  success: { title: "You're all set!", description: "Let's find your perfect match" },
  denied: { title: 'Location access unavailable', description: "No worries! We'll use a default location for now." },
  unsupported: {
    title: 'Location not supported',
    description: 'Using a default location - you can update it in your profile.',
  },
  timeout: {
    title: 'Location request timed out',
    description: 'Using a default location. You can update it later in your profile.',
  },
};

const INTENTS: Array<{ role: Role; label: string; description: string; icon: LucideIcon }> = [
  { role: 'adopter', label: "I'm looking to adopt", description: 'Find a dog that fits your life', icon: Heart },
  {
    role: 'owner',
    label: 'I need to rehome my dog',
    description: 'Find a loving new home for your dog',
    icon: PawPrint,
  },
  {
    role: 'shelter',
    label: "I'm a shelter organization",
    description: 'Manage multiple dog listings',
    icon: Building2,
  },
];

/** The adopter survey (product §2 "Onboarding wizard", §4, product §12). */
export default function OnboardingPage() {
  useDocumentTitle('Get Started');
  const [, navigate] = useLocation();
  const { me } = useMe();
  const { profile } = useProfile();
  const saveProfile = useSaveProfile();

  const [index, setIndex] = useState(0);
  // The step the page opened on shows at once; the ones after it fade in.
  const [openedAt] = useState(index);
  const [draft, setDraft] = useState<SurveyDraft>({});
  const [intent, setIntent] = useState<Role | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Guards that survive re-renders: one pending auto-advance, one submission at a time.
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const submittingRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(
    () => () => {
      if (advanceTimer.current) clearTimeout(advanceTimer.current);
    },
    [],
  );

  // A new step moves focus to its question, so screen readers hear it and Tab starts there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [index]);

  const question = questionAt(index);

  const later = (action: () => void) => {
    if (advanceTimer.current) clearTimeout(advanceTimer.current);
    advanceTimer.current = setTimeout(() => {
      advanceTimer.current = null;
      action();
    }, ONBOARDING_AUTO_ADVANCE_MS);
  };

  const submit = useCallback(
    async (finalDraft: SurveyDraft) => {
      if (submittingRef.current) return;
      submittingRef.current = true;
      setSubmitting(true);
      try {
        const outcome = await requestLocation({
          timeoutMs: ONBOARDING_GEOLOCATION_TIMEOUT_MS,
          enableHighAccuracy: false,
          maximumAge: 0,
        });
        toast(LOCATION_TOASTS[outcome.kind]);
        const location = outcome.kind === 'success' ? outcome : DEFAULT_LOCATION;
        const answers = finishAnswers(finalDraft, location);
        if (!answers) throw new Error('The survey answers are incomplete');
        writeGuestProfile(answers);
        if (me?.role === 'adopter') await saveProfile.mutateAsync(answers);
        navigate('/discover');
      } catch (error) {
        console.error('Onboarding submit failed', error);
        toast({ variant: 'destructive', title: 'Error', description: 'Something went wrong. Please try again.' });
      } finally {
        submittingRef.current = false;
        setSubmitting(false);
      }
    },
    [me, navigate, saveProfile],
  );

  const chooseIntent = (role: Role) => {
    if (submitting) return;
    setIntent(role);
    if (role !== 'adopter') {
      // Product §11: listers sign in first (as that role), or go straight to their form.
      if (me) navigate(role === 'shelter' ? '/shelter-onboarding' : '/owner-onboarding');
      else window.location.assign(loginHref(role));
      return;
    }
    // Editing: start from the answers given before (saved profile, else this browser's).
    setDraft((current) =>
      Object.keys(current).length > 0 ? current : draftFromAnswers(profile ?? readGuestProfile()),
    );
    later(() => setIndex(1));
  };

  const chooseSingle = (q: SurveyQuestion, value: AnswerValue) => {
    if (submitting) return;
    const next = { ...draft, [q.id]: value };
    setDraft(next);
    if (hasContinue(q)) return;
    later(() => {
      if (isLastStep(index)) void submit(next);
      else setIndex(index + 1);
    });
  };

  const toggleMulti = (q: SurveyQuestion, value: AnswerValue) => {
    setDraft((current) => ({ ...current, [q.id]: toggleValue(q, selectedList(current, q.id), value) }));
  };

  const goNext = () => {
    if (!question || !canContinue(question, draft)) return;
    if (isLastStep(index)) void submit(draft);
    else setIndex(index + 1);
  };

  const goBack = () => {
    if (!canGoBack(index) || submitting) return;
    if (advanceTimer.current) clearTimeout(advanceTimer.current);
    setIndex(index - 1);
  };

  const percent = progressPercent(index);
  const QuestionIcon = question ? (QUESTION_ICONS[question.icon] ?? PawPrint) : PawPrint;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col px-4 pb-10 pt-4 sm:px-6 md:pt-10">
      <div className="flex h-11 items-center justify-between gap-3">
        {canGoBack(index) ? (
          <Button variant="ghost" size="sm" className="-ml-2" onClick={goBack} disabled={submitting}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
        ) : (
          <span />
        )}
        <p className="text-sm font-bold text-muted-foreground" aria-live="polite">
          {stepCounter(index)}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Survey progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>

      <div
        key={index}
        className={cn('mt-8 md:mt-12', index !== openedAt && 'animate-fade-in motion-reduce:animate-none')}
      >
        {question ? (
          <QuestionStep
            question={question}
            icon={<QuestionIcon aria-hidden="true" />}
            headingRef={headingRef}
            draft={draft}
            submitting={submitting}
            onSingle={chooseSingle}
            onToggle={toggleMulti}
          />
        ) : (
          <StepHeader
            icon={<Sparkles aria-hidden="true" />}
            headingRef={headingRef}
            id="intent-title"
            title={`What brings you to ${PRODUCT_NAME} today?`}
            subtitle="Choose the path that describes you best"
          >
            <div
              role="radiogroup"
              aria-labelledby="intent-title"
              className="mt-8 grid gap-3"
              onKeyDown={moveFocusWithArrows}
            >
              {INTENTS.map(({ role, label, description, icon: Icon }, i) => (
                <OptionCard
                  key={role}
                  kind="radio"
                  checked={intent === role}
                  label={label}
                  description={description}
                  icon={<Icon />}
                  tabIndex={intent ? (intent === role ? 0 : -1) : i === 0 ? 0 : -1}
                  onSelect={() => chooseIntent(role)}
                />
              ))}
            </div>
          </StepHeader>
        )}
      </div>

      {question && hasContinue(question) ? (
        <div className="mt-8 flex justify-end">
          <Button
            size="lg"
            className="w-full sm:w-auto sm:min-w-44"
            onClick={goNext}
            disabled={!canContinue(question, draft) || submitting}
          >
            {submitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {submitting ? 'Finding your matches…' : 'Continue'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function StepHeader({
  icon,
  title,
  subtitle,
  id,
  headingRef,
  children,
}: {
  icon: ReactNode;
  title: string;
  subtitle: string;
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <span
        className="flex size-14 items-center justify-center rounded-3xl bg-secondary text-secondary-foreground [&_svg]:size-7"
        aria-hidden="true"
      >
        {icon}
      </span>
      <h1
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-3xl font-black tracking-tight outline-none md:text-4xl"
      >
        {title}
      </h1>
      <p className="mt-2 text-lg text-muted-foreground">{subtitle}</p>
      {children}
    </section>
  );
}

function QuestionStep({
  question,
  icon,
  headingRef,
  draft,
  submitting,
  onSingle,
  onToggle,
}: {
  question: SurveyQuestion;
  icon: ReactNode;
  headingRef: RefObject<HTMLHeadingElement | null>;
  draft: SurveyDraft;
  submitting: boolean;
  onSingle: (q: SurveyQuestion, value: AnswerValue) => void;
  onToggle: (q: SurveyQuestion, value: AnswerValue) => void;
}) {
  const titleId = `question-${question.id}`;
  const multi = question.kind === 'multi';
  const chosen = draft[question.id];
  const selected = multi ? selectedList(draft, question.id) : [];
  const roving = chosen !== undefined && !multi ? chosen : question.options[0]?.value;
  return (
    <StepHeader icon={icon} title={question.title} subtitle={question.subtitle} id={titleId} headingRef={headingRef}>
      <div
        role={multi ? 'group' : 'radiogroup'}
        aria-labelledby={titleId}
        className={question.options.length > 3 ? 'mt-8 grid gap-3 sm:grid-cols-2' : 'mt-8 grid gap-3'}
        onKeyDown={moveFocusWithArrows}
      >
        {question.options.map((option) => (
          <OptionCard
            key={String(option.value)}
            kind={multi ? 'checkbox' : 'radio'}
            checked={multi ? selected.includes(option.value) : chosen === option.value}
            label={option.label}
            description={option.description}
            disabled={submitting}
            tabIndex={multi ? undefined : option.value === roving ? 0 : -1}
            onSelect={() => (multi ? onToggle(question, option.value) : onSingle(question, option.value))}
          />
        ))}
      </div>
    </StepHeader>
  );
}
