/** Flash-sale progress: sold / stock × 100, within 0 to 100; stock 0 means 'Out of Stock'. */
export function flashProgress(product: { stock: number; sold: number; available_stock?: number | null }): { percent: number; outOfStock: boolean } {
  const stock = Number(product.stock) || 0;
  const sold = Number(product.sold) || 0;
  const left = product.available_stock ?? stock - sold;
  if (stock <= 0) return { percent: 0, outOfStock: true };
  return { percent: Math.min(100, Math.max(0, Math.round((sold / stock) * 100))), outOfStock: left <= 0 };
}
