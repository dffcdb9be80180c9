import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { LessonVideo } from './LessonVideo';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LessonVideo', () => {
  it('loads nothing from YouTube until Play video is pressed, then the privacy-enhanced embed, playing', async () => {
    const { user, container } = renderWithProviders(<LessonVideo url="https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=30" title="Video: Lesson 1" testId="frame-video" />);
    expect(await screen.findByText(/Nothing is loaded from YouTube until you press Play video/)).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByTestId('video-play'));
    const frame = screen.getByTitle('Video: Lesson 1');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=30&autoplay=1');
  });

  it('keeps an embed-form link on the privacy-enhanced host too', async () => {
    const { user } = renderWithProviders(<LessonVideo url="https://www.youtube.com/embed/aqz-KE-bpKQ" title="Video" />);
    await user.click(await screen.findByTestId('video-play'));
    expect(screen.getByTitle('Video').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
  });

  it('says plainly that a video needs a connection when the phone is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<LessonVideo url="https://www.youtube.com/watch?v=aqz-KE-bpKQ" title="Video" />);
    expect((await screen.findByTestId('video-needs-connection')).textContent).toBe('This video needs an internet connection. It will play when you are back online.');
    expect(screen.queryByTestId('video-play')).toBeNull();
  });
});
