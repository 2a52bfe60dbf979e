VOCAB_SIZE = 5000
EMBED = 32
CATEGORIES = ("electronics", "kitchen", "toys", "garden", "books")
MAX_LEN = 10
BATCH_SIZE = 16
STEPS = 6
