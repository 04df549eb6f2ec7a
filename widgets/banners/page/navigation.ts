/**
 * The banners' only ways to leave the page. One object, so tests replace its methods
 * (vi.spyOn(navigation, 'assign')) instead of a browser's location.
 */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
