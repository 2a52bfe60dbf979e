"""Tiny synthetic corpus of verse lines whose word choice follows the stress pattern."""
import random

IAMBIC = ["the", "a", "delight", "return", "alone", "desire", "beneath", "the", "sea", "above"]
TROCHAIC = ["tyger", "burning", "bright", "forests", "water", "silver", "morning", "dancing"]
ANAPESTIC = ["in", "the", "night", "and", "the", "wind", "of", "the", "sea", "understand"]
DACTYLIC = ["merrily", "beautiful", "wandering", "this", "is", "the", "evening", "murmuring"]
WORDS = [IAMBIC, TROCHAIC, ANAPESTIC, DACTYLIC]


def verse_lines(n, seed):
    rnd = random.Random(seed)
    lines, labels = [], []
    for _ in range(n):
        meter = rnd.randrange(len(WORDS))
        words = [rnd.choice(WORDS[meter]) for _ in range(rnd.randint(4, 9))]
        if rnd.random() < 0.3:
            words.append(rnd.choice(["moon", "heart", "stone", "river"]))   # unseen at test time
        lines.append(" ".join(words))
        labels.append(meter)
    return lines, labels


def training_words():
    return sorted({w for group in WORDS for w in group})
