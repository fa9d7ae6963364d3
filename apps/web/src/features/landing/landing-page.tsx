import { Hero } from './components/hero';
import { RoleCards } from './components/role-cards';
import { StatsBand } from './components/stats-band';
import { WhyChooseUs } from './components/why-choose-us';

/** Bundled with the app shell, not lazy: it is the first page most visitors see. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <StatsBand />
      <RoleCards />
      <WhyChooseUs />
    </>
  );
}
