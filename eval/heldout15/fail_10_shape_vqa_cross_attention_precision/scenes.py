"""Tiny synthetic VQA: 16x16 scenes with one coloured square; questions ask about colour or position."""
import numpy as np

COLORS = np.array([[1, 0, 0], [0, 1, 0], [0, 0, 1]], np.float32)
QUESTIONS = [[1, 2, 3], [1, 4, 3]]          # "what colour is-it", "where is-it"
ANSWERS = ["red", "green", "blue", "left", "right"]
VOCAB = 8
SIZE = 16


def make_vqa(n, seed=0):
    rng = np.random.default_rng(seed)
    images = np.zeros((n, 3, SIZE, SIZE), np.float32)
    questions = np.zeros((n, 3), np.int32)
    answers = np.zeros((n,), np.int32)
    for i in range(n):
        c = rng.integers(0, 3)
        left = rng.random() < 0.5
        x0 = rng.integers(0, 5) if left else rng.integers(9, 12)
        y0 = rng.integers(0, 12)
        images[i, :, y0:y0 + 4, x0:x0 + 4] = COLORS[c][:, None, None]
        q = rng.integers(0, 2)
        questions[i] = QUESTIONS[q]
        answers[i] = c if q == 0 else (3 if left else 4)
    return images, questions, answers
