import type { Handler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { type MonogramImage, renderMonogramSvg } from './renderMonogramSvg.js'

/** How long clients may cache an image: images never change for an id. */
export const DIRECTORY_IMAGE_MAX_AGE_SECONDS = 86_400

/**
 * A route answering the monogram SVG `findImage` gives for the `id` path parameter, cacheable for
 * `DIRECTORY_IMAGE_MAX_AGE_SECONDS`; an unknown id is a 404.
 */
export function answerMonogramImage(findImage: (id: string) => MonogramImage | undefined): Handler {
  return (context) => {
    const image = findImage(context.req.param('id') ?? '')
    if (image === undefined) throw new HTTPException(404, { message: 'Image not found' })
    return context.body(renderMonogramSvg(image), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': `public, max-age=${DIRECTORY_IMAGE_MAX_AGE_SECONDS}`,
    })
  }
}
