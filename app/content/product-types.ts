/** Product kinds of SPEC section 3, in the order the admin form lists them. */
export const PRODUCT_TYPES = ["audiobook", "video", "workbook", "assessment", "other"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  audiobook: "Audiobook",
  video: "Video",
  workbook: "Workbook",
  assessment: "Assessment",
  other: "Other",
};
