import numpy as np

import config


class HerbariumSheets:
    """Scanned herbarium sheets of varying size (H, W, 3) uint8 with family labels."""

    def __init__(self):
        rng = np.random.default_rng(config.SEED)
        self.items = []
        for fam in range(len(config.FAMILIES)):
            for _ in range(config.SHEETS_PER_FAMILY):
                h = int(rng.integers(56, 81))
                w = int(h * rng.uniform(0.6, 0.75))
                self.items.append((self._draw(fam, h, w, rng), fam))

    @staticmethod
    def _draw(fam, h, w, rng):
        sheet = np.full((h, w, 3), (235, 228, 205), np.float32) + rng.normal(0, 6, (h, w, 3))
        stem_x = w // 2 + int(rng.integers(-4, 5))
        sheet[h // 5: h - 4, stem_x - 1: stem_x + 1] = (60, 90, 40)
        if fam == 0:
            for _ in range(3):
                cy, cx = int(rng.integers(4, h // 3)), int(rng.integers(4, w - 4))
                sheet[cy - 3:cy + 3, cx - 3:cx + 3] = (220, 180, 30)
        elif fam == 1:
            for y in range(h // 4, h - 8, 6):
                sheet[y:y + 3, stem_x - 8:stem_x + 8] = (70, 120, 50)
        else:
            for dx in (-6, -3, 3, 6):
                sheet[h // 6: h - 6, stem_x + dx] = (140, 150, 80)
        return np.clip(sheet, 0, 255).astype(np.uint8)

    def __getitem__(self, i):
        img, label = self.items[i]
        return img, np.int32(label)

    def __len__(self):
        return len(self.items)
