"""Toy fundus photographs (two eyes per patient); grade = number of haemorrhage spots bucketed."""
import numpy as np

GRADES = ["no_DR", "mild", "moderate+"]
SIZE = 24


def photo(rng, grade):
    yy, xx = np.mgrid[:SIZE, :SIZE]
    disc = np.hypot(yy - SIZE / 2, xx - SIZE / 2) < SIZE / 2 - 1
    img = np.zeros((3, SIZE, SIZE), np.float32)
    img[0][disc], img[1][disc], img[2][disc] = 0.8, 0.35, 0.15
    for _ in range([0, 3, 8][grade]):
        y, x = rng.integers(5, SIZE - 6, 2)
        img[:, y:y + 2, x:x + 2] = np.array([0.4, 0.05, 0.05], np.float32)[:, None, None]
    return img + rng.normal(0, 0.03, img.shape).astype(np.float32)


class FundusSource:
    def __init__(self, n_patients, seed=0):
        rng = np.random.default_rng(seed)
        self.patient_ids, self.grades, self.images = [], [], []
        for pid in range(n_patients):
            base = rng.integers(0, 3)
            for _eye in range(2):
                g = int(np.clip(base + rng.integers(-1, 2), 0, 2))
                self.patient_ids.append(pid)
                self.grades.append(g)
                self.images.append(photo(rng, g))
        self.patient_ids = np.array(self.patient_ids)
        self.grades = np.array(self.grades, np.int32)

    def __getitem__(self, i):
        return self.images[i], self.grades[i]

    def __len__(self):
        return len(self.grades)
