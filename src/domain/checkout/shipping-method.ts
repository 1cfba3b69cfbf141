/** The one shipping method: free shipping, shown as 'Free'. */
export const DEFAULT_SHIPPING_METHOD = {
  carrierCode: 'freeshipping',
  methodCode: 'freeshipping',
  label: 'Free',
} as const;
