import random

CATEGORIES = ["electronics", "fashion", "grocery", "home"]
_VOCAB = {
    "electronics": ["usb", "charger", "laptop", "hdmi", "cable", "phone", "earbuds", "4k", "monitor"],
    "fashion": ["jacket", "sneakers", "dress", "leather", "wool", "size", "slim", "fit", "boots"],
    "grocery": ["organic", "milk", "coffee", "beans", "gluten", "free", "pasta", "snacks", "tea"],
    "home": ["sofa", "lamp", "curtains", "mattress", "queen", "rug", "kitchen", "shelf", "pillow"],
}
_FILLER = ["cheap", "best", "for", "men", "women", "black", "2 pack", "with", "sale"]


def synthetic_queries(n, seed=0):
    rnd = random.Random(seed)
    texts, labels = [], []
    for _ in range(n):
        c = rnd.randrange(len(CATEGORIES))
        words = rnd.sample(_VOCAB[CATEGORIES[c]], 2) + rnd.sample(_FILLER, rnd.randint(0, 3))
        rnd.shuffle(words)
        texts.append(" ".join(words))
        labels.append(c)
    return texts, labels
