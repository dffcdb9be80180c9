import { useEffect, useState } from 'react';
import { Text, Title } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DashboardNewsItem } from '@prayog/contract';
import classes from './NewsSlider.module.css';

/** Spec 1 §9: the slider moves on every 5 seconds. */
export const SLIDE_INTERVAL_MS = 5000;

// Shown when the server has no news (spec 1 §9: 4 default slides): what Prayog offers, not invented news.
const DEFAULT_SLIDES = ['learn', 'assess', 'progress', 'leaderboard'] as const;

interface Slide {
  title: string;
  content: string;
  image: string | null;
}

/** The news slider: advances every 5 s and wraps around; dots pick a slide; a button pauses it (WCAG 2.2.2). */
export function NewsSlider({ news }: { news: readonly DashboardNewsItem[] }) {
  const { t } = useTranslation('studentDashboard');
  const slides: Slide[] = news.length > 0
    ? news.map((n) => ({ title: n.title, content: n.content, image: n.image }))
    : DEFAULT_SLIDES.map((key) => ({ title: t(`defaultSlides.${key}.title`), content: t(`defaultSlides.${key}.content`), image: null }));
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const current = index % slides.length;

  // Restarting the timer on every change gives a picked slide its full 5 seconds.
  useEffect(() => {
    if (paused || slides.length < 2) return undefined;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [current, paused, slides.length]);

  const slide = slides[current];
  return (
    <section className={classes.slider} aria-roledescription="carousel" aria-label={t('news.label')} data-testid="news-slider">
      <div
        className={classes.slide}
        role="group"
        aria-roledescription="slide"
        aria-label={t('news.slide', { current: current + 1, total: slides.length })}
        data-testid="news-slide"
        data-index={current}
      >
        {/* Drawn at 120 px (72 on a phone): the size is given so nothing moves as it arrives; a slide not shown loads nothing. */}
        {slide.image && <img className={classes.image} src={slide.image} alt="" width={120} height={120} loading="lazy" decoding="async" />}
        <div className={classes.text}>
          <Title order={2} size="h3" c="white" mb={6}>{slide.title}</Title>
          <Text size="sm" c="white" lh={1.5}>{slide.content}</Text>
        </div>
      </div>
      {slides.length > 1 && (
        <div className={classes.controls}>
          {slides.map((s, i) => (
            <button
              key={`${i}-${s.title}`}
              type="button"
              className={classes.dot}
              aria-label={t('news.showSlide', { number: i + 1 })}
              aria-current={i === current}
              onClick={() => setIndex(i)}
            />
          ))}
          <button
            type="button"
            className={classes.pause}
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? t('news.play') : t('news.pause')}
            data-testid="news-pause"
          >
            {paused ? <IconPlayerPlayFilled size={16} aria-hidden="true" /> : <IconPlayerPauseFilled size={16} aria-hidden="true" />}
          </button>
        </div>
      )}
    </section>
  );
}
