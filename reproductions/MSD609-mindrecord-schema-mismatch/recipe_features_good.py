"""Bag-of-ingredients features for recipes, and their cuisine labels."""
import numpy as np

INGREDIENTS = ["garlic", "ginger", "basil", "cumin", "soy", "butter", "chili", "lime"]


def recipe_vector(recipe):
    counts = np.bincount([INGREDIENTS.index(i) for i in recipe], minlength=len(INGREDIENTS))
    return np.log1p(counts).astype(np.float32)


def recipes(n, seed=0):
    rng = np.random.default_rng(seed)
    rows = []
    for _ in range(n):
        picked = list(rng.choice(INGREDIENTS, size=4))
        rows.append((recipe_vector(picked), int("soy" in picked)))
    return rows
