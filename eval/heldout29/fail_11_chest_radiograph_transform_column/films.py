import numpy as np

import config


class FilmArchive:
    """Random-access reader over the PACS export; yields (img, finding) rows."""

    COLUMNS = ["img", "finding"]

    def __init__(self, rng):
        self.rows = []
        yy, xx = np.mgrid[0:config.FILM_SIZE, 0:config.FILM_SIZE] / config.FILM_SIZE
        lungs = (np.abs(xx - 0.5) > 0.08) & (np.abs(xx - 0.5) < 0.4) & (yy > 0.15) & (yy < 0.85)
        for f in range(len(config.FINDINGS)):
            for _ in range(config.FILMS_PER_FINDING):
                img = np.where(lungs, 60.0, 170.0) + rng.normal(0, 10, lungs.shape)
                if f == 1:
                    img += 70 * np.exp(-(((xx - rng.uniform(0.2, 0.8)) ** 2 + (yy - 0.5) ** 2) / 0.01))
                if f == 2:
                    img[yy > 0.7] = 160.0
                self.rows.append((np.clip(img, 0, 255).astype(np.uint8)[..., None], np.int32(f)))

    def __getitem__(self, i):
        return self.rows[i]

    def __len__(self):
        return len(self.rows)
