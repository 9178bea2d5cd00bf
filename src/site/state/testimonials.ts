import { signal } from '@preact/signals-react';
import { testimonials } from '../../content/testimonials';

/** Testimonial slider: index starts at 0; next/previous wrap over the items; dots jump directly. */
export const TESTIMONIAL_COUNT = testimonials.length;
export const testimonialIndex = signal(0);

const wrap = (i: number) => ((i % TESTIMONIAL_COUNT) + TESTIMONIAL_COUNT) % TESTIMONIAL_COUNT;

export function nextTestimonial(): void {
  testimonialIndex.value = wrap(testimonialIndex.value + 1);
}

export function prevTestimonial(): void {
  testimonialIndex.value = wrap(testimonialIndex.value - 1);
}

/** Jumps to item i (ignored when out of range). */
export function goToTestimonial(i: number): void {
  if (Number.isInteger(i) && i >= 0 && i < TESTIMONIAL_COUNT) testimonialIndex.value = i;
}
