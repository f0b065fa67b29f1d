import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Swiper as SwiperInstance } from 'swiper';
import { EffectCoverflow, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/pagination';
import { flagPicture } from '#contract/language-list';
import { LANGUAGE_FLAGS } from './languages';

/** The coverflow of flags, configured as SPEC.md section 9 says; loaded only when it is near the screen. */
export default function FlagCarousel() {
  const { t } = useLingui();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  return (
    <div>
      <Swiper
        modules={[EffectCoverflow, Pagination]}
        effect="coverflow"
        grabCursor
        centeredSlides
        initialSlide={Math.floor(LANGUAGE_FLAGS.length / 2)}
        slidesPerView={5}
        pagination
        coverflowEffect={{ rotate: 50, stretch: 0, depth: 100, modifier: 1, slideShadows: true }}
        onSwiper={setSwiper}
        className="flag-carousel w-2/3 md:w-2/5"
      >
        {LANGUAGE_FLAGS.map((flag) => (
          <SwiperSlide key={flag.caption}>
            <figure>
              <img
                src={flagPicture(flag.image)}
                alt=""
                width={90}
                height={60}
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] w-full rounded-sm object-cover shadow"
              />
              <figcaption>{flag.caption}</figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
      {/* Dragging is the carousel's only other control; these buttons serve keyboards and single taps. */}
      <div className="mt-4 flex h-8 justify-center gap-3">
        <button
          type="button"
          className="btn btn-circle btn-outline btn-primary btn-sm"
          aria-label={t`Previous language`}
          onClick={() => swiper?.slidePrev()}
        >
          <ChevronLeft size={18} className="rtl:-scale-x-100" aria-hidden />
        </button>
        <button
          type="button"
          className="btn btn-circle btn-outline btn-primary btn-sm"
          aria-label={t`Next language`}
          onClick={() => swiper?.slideNext()}
        >
          <ChevronRight size={18} className="rtl:-scale-x-100" aria-hidden />
        </button>
      </div>
    </div>
  );
}
