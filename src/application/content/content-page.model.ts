import { PresentationModel } from '../shell/presentation-model';
import type { LoadContentPage } from './load-content-page.use-case';

/** Which page of the store's content service, and the heading it has when the service gives none. */
export interface ContentPageRef {
  readonly id: number;
  readonly title: string;
}

export interface ContentPageState {
  readonly loading: boolean;
  /** The service gave no page (a failure is logged, not shown as an error). */
  readonly unavailable: boolean;
  readonly heading: string;
  /** The body as the service gave it; the view sanitizes it before it reaches the page. */
  readonly html: string;
}

/** A content page (terms, privacy, about): heading and body from the store's content service. */
export class ContentPageModel extends PresentationModel<ContentPageState> {
  constructor(private readonly loadPage: LoadContentPage) {
    super({ loading: true, unavailable: false, heading: '', html: '' });
  }

  open(page: ContentPageRef): Promise<void> {
    this.setState({ loading: true, unavailable: false, heading: page.title, html: '' });
    return new Promise((resolve) => {
      this.own(
        this.loadPage.execute(page.id).subscribe({
          next: (found) => this.setState({ loading: false, unavailable: found === null, heading: found?.heading || page.title, html: found?.html ?? '' }),
          complete: resolve,
        }),
      );
    });
  }
}
