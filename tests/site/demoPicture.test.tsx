import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoTour } from '../../src/content/demoTour';
import { dashboardNav } from '../../src/dashboard/nav';
import { DemoPicture } from '../../src/site/home/demo/DemoPicture';

describe('Watch Demo tour', () => {
  it("draws the dashboard's sidebar with the sections it really has, and says how many", () => {
    const step = demoTour.steps.find((s) => s.picture === 'start')!;
    const { container } = render(<DemoPicture kind="start" label={step.pictureLabel} />);
    const drawn = [...container.querySelectorAll('text')].map((t) => t.textContent);
    expect(drawn).toEqual(dashboardNav.map((item) => item.label));
    const words = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
    expect(step.pictureLabel).toContain(`${words[dashboardNav.length]} sections`);
  });
});
