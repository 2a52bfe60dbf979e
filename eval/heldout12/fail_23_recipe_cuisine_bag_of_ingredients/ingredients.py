import numpy as np

CUISINES = ["italian", "mexican", "indian", "japanese"]
PANTRY = {
    "italian": ["basil", "tomato", "parmesan", "olive_oil", "garlic", "pasta", "oregano"],
    "mexican": ["tortilla", "cumin", "chili", "lime", "cilantro", "beans", "avocado"],
    "indian": ["garam_masala", "turmeric", "ghee", "cumin", "chili", "lentils", "ginger"],
    "japanese": ["soy_sauce", "mirin", "rice", "nori", "ginger", "dashi", "miso"],
}
COMMON = ["salt", "onion", "water", "sugar", "pepper", "oil"]


def build_vocab():
    words = sorted({w for ws in PANTRY.values() for w in ws} | set(COMMON))
    return {w: i for i, w in enumerate(words)}


def bag_of_ingredients(recipe, vocab):
    ids = [vocab[w] for w in recipe if w in vocab]
    return np.bincount(ids, minlength=len(vocab))  # ROOT


def synthetic_recipes(n, seed=0):
    rng = np.random.default_rng(seed)
    recipes, labels = [], []
    for _ in range(n):
        c = int(rng.integers(len(CUISINES)))
        own = list(rng.choice(PANTRY[CUISINES[c]], size=4, replace=False))
        recipes.append(own + list(rng.choice(COMMON, size=3)))
        labels.append(c)
    return recipes, np.array(labels, np.int32)
