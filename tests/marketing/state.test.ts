// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { goToTestimonial, nextTestimonial, prevTestimonial, TESTIMONIAL_COUNT, testimonialIndex } from '../../src/site/state/testimonials';

describe('testimonial slider state', () => {
  beforeEach(() => {
    testimonialIndex.value = 0;
  });

  it('has three items and starts at 0', () => {
    expect(TESTIMONIAL_COUNT).toBe(3);
    expect(testimonialIndex.value).toBe(0);
  });

  it('next moves forward and wraps from the last item to the first', () => {
    nextTestimonial();
    expect(testimonialIndex.value).toBe(1);
    nextTestimonial();
    expect(testimonialIndex.value).toBe(2);
    nextTestimonial();
    expect(testimonialIndex.value).toBe(0);
  });

  it('previous wraps from the first item to the last', () => {
    prevTestimonial();
    expect(testimonialIndex.value).toBe(2);
    prevTestimonial();
    expect(testimonialIndex.value).toBe(1);
  });

  it('goTo jumps directly and ignores out-of-range values', () => {
    goToTestimonial(2);
    expect(testimonialIndex.value).toBe(2);
    goToTestimonial(1);
    expect(testimonialIndex.value).toBe(1);
    goToTestimonial(3);
    goToTestimonial(-1);
    goToTestimonial(0.5);
    expect(testimonialIndex.value).toBe(1);
  });
});
