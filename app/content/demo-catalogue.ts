import type { OfferId } from "./checkout";
import type { ProductType } from "./product-types";

/**
 * The demo shop seeded into an empty embedded database. Its files live in
 * seed/media: real recordings for the audiobook, two short video lessons
 * (made with ffmpeg from those recordings) and a small PDF workbook, so
 * every product type can be tried at once. Chapter lengths are read from
 * the files when seeding.
 */
export interface DemoProduct {
  name: string;
  description: string;
  productType: ProductType;
  imageUrl: string;
  price: string;
  /** Seconds, for products without chapters. */
  duration: number | null;
  grantedToReader: boolean;
  chapters: { title: string; file: string }[];
  /** A workbook's document in seed/media. */
  document?: string;
  /** Where an assessment opens. */
  opensAt?: string;
  /** The offers whose paid orders unlock this product (their grants, saved when seeding). */
  grantedBy?: OfferId[];
}

export const DEMO_ACCOUNTS = [
  { role: "admin", firstName: "Demo", lastName: "Admin", email: "admin@example.com" },
  { role: "reader", firstName: "Demo", lastName: "Reader", email: "reader@example.com" },
] as const;

export const DEMO_CATALOGUE: DemoProduct[] = [
  {
    name: "Rerouted: The Audiobook",
    description:
      "The complete audiobook, read chapter by chapter: how faith turns the detours of life and leadership into the road you were meant to travel.",
    productType: "audiobook",
    imageUrl: "/images/products/audiobook.svg",
    price: "14.99",
    duration: null,
    grantedToReader: true,
    chapters: [
      { title: "When the Road Bends", file: "chapter-01.mp3" },
      { title: "Trusting the New Direction", file: "chapter-02.mp3" },
      { title: "Leading from the Detour", file: "chapter-03.mp3" },
    ],
  },
  {
    name: "Visual Transformation Series",
    description: "Short video lessons that walk you through the Rerouted framework, one practical step at a time.",
    productType: "video",
    imageUrl: "/images/products/video-series.svg",
    price: "47.00",
    duration: null,
    grantedToReader: true,
    // The $47 thank-you upsell and its regular-price twin sell this series.
    grantedBy: ["visual-series", "visual-series-regular"],
    chapters: [
      { title: "Seeing the Detour", file: "lesson-01.mp4" },
      { title: "Choosing the New Road", file: "lesson-02.webm" },
    ],
  },
  {
    name: "Rerouted Companion Workbook",
    description:
      "Reflection prompts, scripture meditations and leadership exercises to work through alongside each chapter.",
    productType: "workbook",
    imageUrl: "/images/products/workbook.svg",
    price: "9.99",
    duration: null,
    grantedToReader: true,
    chapters: [],
    document: "workbook.pdf",
  },
  {
    name: "Spiritual Readiness Assessment",
    description: "A guided self-assessment that shows where you are on your journey and the next step that fits you.",
    productType: "assessment",
    imageUrl: "/images/products/assessment.svg",
    price: "0.00",
    duration: 5 * 60,
    grantedToReader: true,
    chapters: [],
    opensAt: "/assessment",
  },
];
