import numpy as np

import config

CATEGORY_WORDS = {
    "electronics": ["usb", "charger", "wireless", "hdmi", "bluetooth", "battery"],
    "kitchen": ["stainless", "pan", "knife", "ceramic", "mug", "nonstick"],
    "toys": ["puzzle", "plush", "lego", "kids", "wooden", "dinosaur"],
    "apparel": ["cotton", "shirt", "denim", "jacket", "wool", "sneakers"],
    "garden": ["hose", "planter", "seeds", "shears", "compost", "trellis"],
}
GENERIC = ["new", "premium", "pack", "set", "black", "large", "small", "2024", "value"]


def product_title(category, rng):
    words = list(rng.choice(CATEGORY_WORDS[category], size=2)) + list(rng.choice(GENERIC, size=3))
    rng.shuffle(words)
    return " ".join(words)


def load_catalog():
    """Listings in onboarding order."""
    rng = np.random.default_rng(config.SEED)
    core = ["electronics", "kitchen", "toys", "apparel"]
    rows = []
    n_garden = 12
    for i in range(config.NUM_PRODUCTS - n_garden):
        cat = core[int(rng.integers(len(core)))]
        rows.append({"sku": f"SKU{i:05d}", "title": product_title(cat, rng), "category": cat})
    for i in range(n_garden):
        rows.append({"sku": f"GRD{i:05d}", "title": product_title("garden", rng), "category": "garden"})
    return rows


def split(rows, val_fraction):
    cut = int(len(rows) * (1 - val_fraction))
    return rows[:cut], rows[cut:]
