TITLES = [
    ("stainless steel chef knife 8 inch", "kitchen"),
    ("non stick frying pan with lid", "kitchen"),
    ("bamboo cutting board set", "kitchen"),
    ("cordless hedge trimmer 18v", "garden"),
    ("steel garden rake with wooden handle", "garden"),
    ("solar garden lights pack of 6", "garden"),
    ("wireless earbuds with charging case", "electronics"),
    ("usb c charging cable 2 m", "electronics"),
    ("portable bluetooth speaker waterproof", "electronics"),
    ("wooden train set with 40 pieces", "toys"),
    ("plush teddy bear 30 cm", "toys"),
    ("building blocks set for kids", "toys"),
]


def tokenize(title):
    return title.lower().split()
